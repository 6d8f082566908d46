"""Routes of the knowledge-graph API and stale review."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, path

from memories.api import graph_views as views

urlpatterns: list[URLPattern | URLResolver] = [
    path("entities", views.EntityListApi.as_view(), name="entities"),
    path(
        "entities/<int:entity_id>/timeline",
        views.EntityTimelineApi.as_view(),
        name="entity-timeline",
    ),
    path("entities/<int:entity_id>/events", views.EntityEventApi.as_view(), name="entity-events"),
    path(
        "external-entities/events",
        views.ExternalEntityEventApi.as_view(),
        name="external-entity-events",
    ),
    path("relations", views.RelationAssertApi.as_view(), name="relations"),
    path("stale", views.StaleListApi.as_view(), name="stale"),
]
