"""Routes of the palace API under /api/v1/."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, path

from palace.api import views
from palace.api.export_views import ExportApi
from palace.api.import_views import ImportDetailApi, ImportsApi

urlpatterns: list[URLPattern | URLResolver] = [
    path("export", ExportApi.as_view(), name="export"),
    path("imports", ImportsApi.as_view(), name="imports"),
    path("imports/<str:job_id>", ImportDetailApi.as_view(), name="import-detail"),
    path("conversations", views.ConversationCreateApi.as_view(), name="conversation-create"),
    path("extract", views.ExtractApi.as_view(), name="extract"),
    path(
        "conversations/<uuid:conversation_id>",
        views.ConversationDetailApi.as_view(),
        name="conversation-detail",
    ),
    path(
        "conversations/<str:conversation_id>/messages",
        views.ConversationMessagesApi.as_view(),
        name="conversation-messages",
    ),
    path(
        "conversations/<str:conversation_id>/messages/last",
        views.ConversationLastMessageApi.as_view(),
        name="conversation-last-message",
    ),
    path(
        "conversations/<str:conversation_id>/end",
        views.ConversationEndApi.as_view(),
        name="conversation-end",
    ),
    path(
        "conversations/<str:conversation_id>/mine",
        views.ConversationMineApi.as_view(),
        name="conversation-mine",
    ),
    path(
        "conversations/<str:conversation_id>/erase",
        views.ConversationEraseApi.as_view(),
        name="conversation-erase",
    ),
    path(
        "palace/drawers/<int:drawer_id>/erase",
        views.DrawerEraseApi.as_view(),
        name="palace-drawer-erase",
    ),
    path("palace/wings", views.WingListApi.as_view(), name="palace-wings"),
    path("palace/wings/<int:wing_id>", views.WingDetailApi.as_view(), name="palace-wing"),
    path("palace/drawers/<int:drawer_id>", views.DrawerDetailApi.as_view(), name="palace-drawer"),
    path("palace/resolve/<path:pointer>", views.PointerResolveApi.as_view(), name="palace-resolve"),
]
