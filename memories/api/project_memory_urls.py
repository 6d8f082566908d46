"""The project memories API's routes, at their own path: `/api/projects/{project}/memories…`."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, path

from memories.api import project_memory_views as views

urlpatterns: list[URLPattern | URLResolver] = [
    path("<str:project>/memories", views.ProjectMemoryCollectionApi.as_view(), name="memories"),
    path(
        "<str:project>/memories/<str:memory_id>",
        views.ProjectMemoryItemApi.as_view(),
        name="memory",
    ),
    path(
        "<str:project>/memories/<str:memory_id>/approve",
        views.ProjectMemoryApproveApi.as_view(),
        name="memory-approve",
    ),
]
