"""All /api/v1/ routes of the memory store: memories, recall/context, the graph, stale review
and the caller's profiles."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, path

from memories.api.graph_urls import urlpatterns as graph_urlpatterns
from memories.api.memory_urls import urlpatterns as memory_urlpatterns
from memories.api.profile_views import ProfileListApi
from memories.api.project_views import ProjectSettingsApi
from memories.api.recall_urls import urlpatterns as recall_urlpatterns
from memories.api.session_views import RecentTurnsApi

urlpatterns: list[URLPattern | URLResolver] = [
    *memory_urlpatterns,
    *recall_urlpatterns,
    *graph_urlpatterns,
    path("profiles", ProfileListApi.as_view(), name="profiles"),
    path("projects/<slug:slug>/settings", ProjectSettingsApi.as_view(), name="project-settings"),
    path("sessions/<path:session>/recent", RecentTurnsApi.as_view(), name="session-recent"),
]
