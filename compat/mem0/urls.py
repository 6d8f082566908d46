"""mem0's routes exactly as its clients call them, trailing slash included, each generation of
a call on the same handler; every other path answers a 404 naming what is not supported."""

from django.urls import path, re_path

from compat.mem0 import entities, misc, one, views

urlpatterns = [
    path("v1/ping/", misc.Mem0PingView.as_view(), name="mem0-ping"),
    path("v3/memories/add/", views.Mem0AddView.as_view(), name="mem0-add"),
    path("v3/memories/search/", views.Mem0SearchView.as_view(), name="mem0-search"),
    path("v2/memories/search/", views.Mem0SearchView.as_view(), name="mem0-search-v2"),
    path("v1/memories/search/", views.Mem0SearchView.as_view(), name="mem0-search-v1"),
    path("v3/memories/", views.Mem0ListView.as_view(), name="mem0-list"),
    path("v2/memories/", views.Mem0ListView.as_view(), name="mem0-list-v2"),
    path(
        "v1/memories/<str:memory_id>/history/", one.Mem0HistoryView.as_view(), name="mem0-history"
    ),
    path("v1/memories/<str:memory_id>/", one.Mem0MemoryView.as_view(), name="mem0-memory"),
    path("v1/memories/", views.Mem0MemoriesV1View.as_view(), name="mem0-memories-v1"),
    path("v1/entities/", entities.Mem0EntitiesView.as_view(), name="mem0-entities"),
    path(
        "v2/entities/<str:kind>/<str:name>/", entities.Mem0EntityView.as_view(), name="mem0-entity"
    ),
    # The npm client's deprecated `deleteUser` names the entity under /v1/.
    path(
        "v1/entities/<str:kind>/<str:name>/",
        entities.Mem0EntityView.as_view(),
        name="mem0-entity-v1",
    ),
    path("v1/batch/", entities.Mem0BatchView.as_view(), name="mem0-batch"),
    path("v1/feedback/", entities.Mem0FeedbackView.as_view(), name="mem0-feedback"),
    path("v1/event/<str:event_id>/", entities.Mem0EventView.as_view(), name="mem0-event"),
    re_path(r"^(?P<rest>.*)$", misc.not_supported, name="mem0-not-supported"),
]
