"""Django admin for operators: browse memories and their chain, read the audit log, manage keys.

Curation belongs to the curation pages (they go through the services); the admin is the
operator's back office, so generated, hashed and audit fields are read-only here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.db.models import Model, QuerySet
from django.http import HttpRequest
from django.utils import timezone

from memories.models import (
    ApiKey,
    AuditEvent,
    ClassVectorIndex,
    Memory,
    MemoryRevision,
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
    System,
    SystemGrant,
    WorkerHeartbeat,
)
from memories.scoping import is_admin, principal_for_user, visibility_filter
from memories.services.lifecycle.erasure import user_erase
from memories.services.people.api_keys import api_key_revoke

if TYPE_CHECKING:
    from django.contrib.admin import ModelAdmin, TabularInline
else:
    # The stubs make admin classes generic (ModelAdmin[Memory]); Django's runtime classes are
    # not subscriptable, so these thin bases accept the subscript and ignore it.
    class ModelAdmin(admin.ModelAdmin):
        def __class_getitem__(cls, _item):
            return cls

    class TabularInline(admin.TabularInline):
        def __class_getitem__(cls, _item):
            return cls


def _admin_site_permission(request: HttpRequest) -> bool:
    """The Django admin opens to admins by the one definition (scoping.is_admin), like the
    curation pages — not to every `is_staff` account."""
    return is_admin(request.user)


admin.site.has_permission = _admin_site_permission  # type: ignore[method-assign]


_M = TypeVar("_M", bound=Model)


class ReadOnlyAdmin(ModelAdmin[_M]):
    """View only: what is shown here changes through the services (or never), not by hand."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class MemoryRevisionInline(TabularInline[MemoryRevision, Memory]):
    model = MemoryRevision
    fk_name = "memory"
    extra = 0
    can_delete = False
    fields = ("created_at", "reason", "changed_by", "kind", "content")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Memory)
class MemoryAdmin(ReadOnlyAdmin[Memory]):
    list_display = (
        "short_content",
        "kind",
        "scope",
        "owner",
        "status",
        "source",
        "confidence",
        "always_inject",
        "updated_at",
    )
    list_filter = ("kind", "scope", "status", "source", "always_inject")
    search_fields = ("content", "recall_hint", "=id")
    list_select_related = ("owner",)
    date_hierarchy = "created_at"
    raw_id_fields = ("owner", "approved_by", "superseded_by", "created_via_key")
    readonly_fields = (
        "id",
        "search_vector",
        "content_hash",
        "created_at",
        "updated_at",
        "created_via_key",
    )
    inlines = [MemoryRevisionInline]

    # View-only (ReadOnlyAdmin): a change made here would skip the services (hash, vector,
    # revision, audit). Curators change memories in the curation pages, which call the services.

    def get_queryset(self, request: HttpRequest) -> QuerySet[Memory]:
        """The same rows the curator reads everywhere else (the privacy model: another
        person's private memory only while its owner asks curators about it)."""
        principal = principal_for_user(request.user)  # type: ignore[arg-type]
        return super().get_queryset(request).filter(visibility_filter(principal))

    @admin.display(description="content")
    def short_content(self, obj: Memory) -> str:
        return obj.content[:80]


@admin.register(MemoryRevision)
class MemoryRevisionAdmin(ReadOnlyAdmin[MemoryRevision]):
    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryRevision]:
        """Revisions of the memories the curator may read (the privacy model)."""
        principal = principal_for_user(request.user)  # type: ignore[arg-type]
        visible = Memory.objects.filter(visibility_filter(principal)).values("pk")
        return super().get_queryset(request).filter(memory_id__in=visible)

    list_display = ("memory", "reason", "changed_by", "created_at")
    list_filter = ("reason",)
    search_fields = ("content", "=memory__id")
    raw_id_fields = ("memory", "changed_by", "changed_via_key")
    readonly_fields = ("created_at",)


@admin.register(AuditEvent)
class AuditEventAdmin(ReadOnlyAdmin[AuditEvent]):
    """The audit log is append-only: nobody edits or deletes it here."""

    list_display = ("created_at", "action", "actor", "api_key", "memory_id")
    list_filter = ("action",)
    search_fields = ("=memory_id", "actor__username")
    list_select_related = ("actor", "api_key")


@admin.register(ApiKey)
class ApiKeyAdmin(ModelAdmin[ApiKey]):
    """Keys are created with `manage.py create_api_key` (the raw key is shown once, there)."""

    list_display = (
        "prefix",
        "name",
        "user",
        "persona",
        "project",
        "rules",
        "write_cap",
        "is_revoked",
        "is_expired",
        "last_used_at",
    )
    list_filter = ("revoked_at", "expires_at")
    search_fields = ("prefix", "name", "user__username")
    list_select_related = ("user", "persona", "project")
    exclude = ("key_hash",)
    # Who the key acts for is fixed at creation; limits and labels stay editable.
    readonly_fields = (
        "prefix",
        "user",
        "persona",
        "project",
        "rules",
        "created_at",
        "last_used_at",
        "revoked_at",
    )
    actions = ["revoke_selected"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(boolean=True, description="revoked")
    def is_revoked(self, obj: ApiKey) -> bool:
        return obj.revoked_at is not None

    @admin.display(boolean=True, description="expired")
    def is_expired(self, obj: ApiKey) -> bool:
        return obj.expires_at is not None and obj.expires_at <= timezone.now()

    @admin.action(description="Revoke selected keys")
    def revoke_selected(self, request: HttpRequest, queryset: QuerySet[ApiKey]) -> None:
        principal = principal_for_user(request.user)  # type: ignore[arg-type]
        count = 0
        for key in queryset.filter(revoked_at__isnull=True):
            api_key_revoke(principal=principal, key_id=key.pk)
            count += 1
        self.message_user(request, f"Revoked {count} key(s).", messages.SUCCESS)


class PersonaMembershipInline(TabularInline[PersonaMembership, Persona]):
    model = PersonaMembership
    extra = 1
    raw_id_fields = ("user",)


@admin.register(Persona)
class PersonaAdmin(ModelAdmin[Persona]):
    list_display = ("slug", "name", "allowed_tools")
    search_fields = ("slug", "name")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [PersonaMembershipInline]
    # Set on the persona's page (curation), where the change is audited.
    readonly_fields = ("allowed_tools",)


class ProjectMembershipInline(TabularInline[ProjectMembership, Project]):
    model = ProjectMembership
    extra = 1
    raw_id_fields = ("user",)


@admin.register(Project)
class ProjectAdmin(ModelAdmin[Project]):
    list_display = ("slug", "name")
    search_fields = ("slug", "name")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [ProjectMembershipInline]


class SystemGrantInline(TabularInline[SystemGrant, System]):
    model = SystemGrant
    extra = 1
    raw_id_fields = ("user",)


@admin.register(System)
class SystemAdmin(ModelAdmin[System]):
    list_display = ("slug", "name")
    search_fields = ("slug", "name")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [SystemGrantInline]


@admin.register(WorkerHeartbeat)
class WorkerHeartbeatAdmin(ModelAdmin[WorkerHeartbeat]):
    list_display = ("name", "hostname", "beats", "last_seen")
    readonly_fields = ("name", "hostname", "beats", "last_seen")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False


@admin.register(ClassVectorIndex)
class ClassVectorIndexAdmin(ModelAdmin[ClassVectorIndex]):
    """The vector indexes of large visibility classes: built and dropped by beat
    (`memories.services.upkeep.class_indexes`), shown here, never edited by hand."""

    list_display = ("class_key", "model", "records", "index_name", "created_at")
    readonly_fields = ("class_key", "model", "dimensions", "index_name", "records", "created_at")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


_User = get_user_model()
if admin.site.is_registered(_User):
    admin.site.unregister(_User)


@admin.register(_User)
class ErasingUserAdmin(UserAdmin):  # type: ignore[type-arg]
    """Deleting a user here erases all of theirs (`user_erase`), not only the cascaded rows:
    audit detail and everything derived from their memories go too."""

    def get_deleted_objects(self, objs: Any, request: HttpRequest) -> Any:
        # The related rows (memories, revisions, audit) are view-only here for *editing*; erasing
        # them with their user goes through `user_erase`, so no per-model delete right is needed.
        deleted, counts, _perms_needed, protected = super().get_deleted_objects(objs, request)
        return deleted, counts, set(), protected

    def delete_model(self, request: HttpRequest, obj: Any) -> None:
        user_erase(user_id=obj.pk)

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> None:
        for user_id in list(queryset.values_list("pk", flat=True)):
            user_erase(user_id=user_id)
