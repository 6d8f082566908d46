"""Routes for /recall and /context (the recall API)."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, path

from memories.api import recall_views

urlpatterns: list[URLPattern | URLResolver] = [
    path("recall", recall_views.RecallApi.as_view(), name="recall"),
    path("context", recall_views.ContextApi.as_view(), name="context"),
    path("enrich", recall_views.EnrichApi.as_view(), name="enrich"),
]
