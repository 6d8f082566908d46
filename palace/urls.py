"""Page routes of the palace under /memory/palace/."""

from __future__ import annotations

from django.urls import URLPattern, path

from palace import views

app_name = "palace"

urlpatterns: list[URLPattern] = [
    path("", views.palace_wings, name="wings"),
    path("map/", views.palace_map, name="map"),
    path(
        "conversations/<str:conversation_id>/delete/",
        views.palace_conversation_delete,
        name="conversation-delete",
    ),
    path("wings/<int:wing_id>/", views.palace_rooms, name="rooms"),
    path("rooms/<int:room_id>/", views.palace_closets, name="closets"),
    path("closets/<int:closet_id>/", views.palace_drawers, name="drawers"),
    path("pointer/", views.palace_pointer, name="pointer"),
    path("export/", views.palace_export, name="export"),
    path("imports/", views.palace_imports, name="imports"),
    path("imports/jobs/", views.palace_import_jobs, name="import-jobs"),
]
