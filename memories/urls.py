"""Page routes of the memory store under /memory/."""

from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import URLPattern, path

from memories.views import (
    account,
    connect,
    first_password,
    graph,
    invitations,
    members,
    owner,
    personas,
    projects,
    systems,
)
from memories.views import memories as pages

urlpatterns: list[URLPattern] = [
    path("", pages.memory_home, name="memory-home"),
    path("search/", pages.memory_search, name="memory-search"),
    path("graph/", graph.memory_graph, name="memory-graph"),
    path("graph/entities/<int:entity_id>/", graph.memory_entity, name="memory-entity"),
    path("m/<str:memory_id>/", pages.memory_detail, name="memory-detail"),
    path("m/<str:memory_id>/archive/", pages.memory_archive, name="memory-archive"),
    path("m/<str:memory_id>/restore/", pages.memory_restore_view, name="memory-restore"),
    path(
        "m/<str:memory_id>/always-inject/",
        pages.memory_always_inject_view,
        name="memory-always-inject",
    ),
    path("m/<str:memory_id>/delete/", pages.memory_hard_delete, name="memory-delete"),
    path("m/<str:memory_id>/correct/", owner.memory_correct, name="memory-correct"),
    path("m/<str:memory_id>/ask/", owner.memory_ask, name="memory-ask"),
    path("systems/<slug:slug>/", systems.system_page, name="memory-system"),
    path(
        "projects/<slug:slug>/settings/", projects.project_settings, name="memory-project-settings"
    ),
    path("projects/<slug:slug>/members/", members.project_members, name="memory-project-members"),
    path("personas/<slug:slug>/", personas.persona_page, name="memory-persona"),
    path("invitations/", invitations.invitations, name="memory-invitations"),
    path(
        "invitations/<int:invitation_id>/",
        invitations.invitation_answer,
        name="memory-invitation-answer",
    ),
    path("settings/", account.memory_settings, name="memory-settings"),
    path("connect/", connect.connect, name="memory-connect"),
    # Everyone changes their own password (an account starts with a one-time one).
    path("password/", first_password.PasswordChangeView.as_view(), name="memory-password"),
    path(
        "password/done/",
        auth_views.PasswordChangeDoneView.as_view(
            template_name="memories/password_change_done.html"
        ),
        name="memory-password-done",
    ),
    path("keys/", account.api_keys, name="memory-keys"),
    path("keys/<int:key_id>/revoke/", account.api_key_revoke_view, name="memory-key-revoke"),
    path("keys/<int:key_id>/recall/", account.api_key_recall_view, name="memory-key-recall"),
    path("keys/<int:key_id>/pinning/", account.api_key_pin_trust_view, name="memory-key-pin-trust"),
]
