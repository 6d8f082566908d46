"""The foreign contracts' URL maps, mounted by the root URLconf (`/mem0/`)."""

from compat.mem0.urls import urlpatterns as mem0_urlpatterns

__all__ = ["mem0_urlpatterns"]
