"""Page routes of curation; the project mounts them at /curation/ (admins only)."""

from __future__ import annotations

from django.urls import URLPattern, path

from curation.views import graph, ops, people, review, roles, webhooks

app_name = "curation"

urlpatterns: list[URLPattern] = [
    path("", ops.overview, name="overview"),
    path("stale/", review.stale_review, name="stale"),
    path("stale/<str:memory_id>/keep", review.stale_keep, name="stale-keep"),
    path("stale/<str:memory_id>/update", review.stale_update, name="stale-update"),
    path("stale/<str:memory_id>/archive", review.stale_archive, name="stale-archive"),
    path("approvals/", review.approvals, name="approvals"),
    path("approvals/bulk", review.approvals_bulk, name="approvals-bulk"),
    path("approvals/<str:memory_id>/approve", review.approve, name="approve"),
    path(
        "approvals/<str:memory_id>/decline-request", review.request_decline, name="request-decline"
    ),
    path("always-inject/", review.pins, name="pins"),
    path("always-inject/<str:memory_id>/toggle", review.pin_toggle, name="pin-toggle"),
    path("memories/<str:memory_id>/promote", review.promote, name="promote"),
    path("indexing/", ops.indexing, name="indexing"),
    path("indexing/reconcile", ops.reconcile_now, name="reconcile"),
    path("mining/", ops.mining, name="mining"),
    path("audit/", ops.audit, name="audit"),
    path("webhooks/", webhooks.deliveries, name="webhooks"),
    path("webhooks/<str:delivery_id>/resend", webhooks.resend, name="webhook-resend"),
    path("graph/", graph.graph, name="graph"),
    path("entities/", graph.entities, name="entities"),
    path("entities/<int:entity_id>/", graph.entity_detail, name="entity"),
    path("people/", people.people, name="people"),
    path("people/<int:user_id>/active", people.person_active, name="person-active"),
    path("people/<int:user_id>/password", people.person_password, name="person-password"),
    path("groups/", people.groups, name="groups"),
    path("groups/<str:kind>/<slug:slug>/", people.group_detail, name="group"),
    path(
        "groups/<str:kind>/<slug:slug>/settings",
        roles.group_role_settings,
        name="group-settings",
    ),
    path("groups/django-groups/rules", roles.django_group_rules, name="django-group-rules"),
]
