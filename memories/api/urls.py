"""All /api/v1/ routes of the memory store: memory CRUD + governance, and recall/context."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver

from memories.api.memory_urls import urlpatterns as memory_urlpatterns
from memories.api.recall_urls import urlpatterns as recall_urlpatterns

urlpatterns: list[URLPattern | URLResolver] = [*memory_urlpatterns, *recall_urlpatterns]
