"""Routes for /memories: CRUD, lifecycle and governance of memory records.

Ids are matched as plain strings so a malformed id reaches the view and gets the same 404 as a
missing one (a `<uuid:>` converter would answer with the router's different 404 body).
"""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, path

from memories.api import views

urlpatterns: list[URLPattern | URLResolver] = [
    path("memories", views.MemoryCollectionApi.as_view(), name="memories"),
    path("insights", views.InsightCaptureApi.as_view(), name="insights"),
    path("memories/<str:memory_id>", views.MemoryItemApi.as_view(), name="memory"),
    path("memories/<str:memory_id>/forget", views.MemoryForgetApi.as_view(), name="memory-forget"),
    path(
        "memories/<str:memory_id>/restore",
        views.MemoryRestoreApi.as_view(),
        name="memory-restore",
    ),
    path(
        "memories/<str:memory_id>/approve",
        views.MemoryApproveApi.as_view(),
        name="memory-approve",
    ),
    path(
        "memories/<str:memory_id>/feedback",
        views.MemoryFeedbackApi.as_view(),
        name="memory-feedback",
    ),
    path(
        "memories/<str:memory_id>/always-inject",
        views.MemoryAlwaysInjectApi.as_view(),
        name="memory-always-inject",
    ),
    path(
        "memories/<str:memory_id>/history",
        views.MemoryHistoryApi.as_view(),
        name="memory-history",
    ),
]
