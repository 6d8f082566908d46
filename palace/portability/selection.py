"""Which rows an export holds: the whole installation, one person's, one project's, or what a
principal owns and may read (the `GET /api/v1/export` of a person or a key — the scoping rules of
`memories.scoping`, so a bound key exports no more than it reads)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Q, QuerySet

from memories.graph_selectors import entities_visible_to
from memories.models import Entity, Memory, Persona, Project, Relation, System
from memories.scoping import Principal, owned_object_filter, visibility_filter
from palace.models import Conversation, Drawer, Room, Wing
from palace.scoping import wings_visible_to


@dataclass(frozen=True)
class ExportScope:
    kind: str  # all | user | project | principal
    user_id: int | None = None
    username: str | None = None
    project: Project | None = None
    principal: Principal | None = None

    @classmethod
    def everything(cls) -> ExportScope:
        return cls(kind="all")

    @classmethod
    def of_user(cls, user: Any) -> ExportScope:
        return cls(kind="user", user_id=int(user.pk), username=user.get_username())

    @classmethod
    def of_project(cls, project: Project) -> ExportScope:
        return cls(kind="project", project=project)

    @classmethod
    def of_principal(cls, principal: Principal) -> ExportScope:
        return cls(
            kind="principal",
            user_id=principal.user_id,
            username=principal.username,
            principal=principal,
        )

    def describe(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "user": self.username,
            "project": self.project.slug if self.project else None,
        }

    # -- the rows -------------------------------------------------------------------------

    def memories(self) -> QuerySet[Memory]:
        rows = Memory.objects.all()
        if self.kind == "project":
            return rows.filter(project=self.project)
        if self.principal is not None:
            if not self.principal.can_read:
                return rows.none()
            rows = rows.filter(visibility_filter(self.principal))
        return rows if self.kind == "all" else rows.filter(owner_id=self.user_id)

    def conversations(self) -> QuerySet[Conversation]:
        rows = Conversation.objects.all()
        if self.kind == "project":
            return rows.filter(project=self.project)
        if self.principal is not None:
            if not self.principal.can_read:
                return rows.none()
            rows = rows.filter(owned_object_filter(self.principal))
        return rows if self.kind == "all" else rows.filter(owner_id=self.user_id)

    def wings(self) -> QuerySet[Wing]:
        if self.kind == "all":
            return Wing.objects.all()
        if self.kind == "project":
            return Wing.objects.filter(pk__in=self.rooms().values("wing"))
        if self.principal is not None:
            return wings_visible_to(self.principal).filter(owner_id=self.user_id)
        return Wing.objects.filter(owner_id=self.user_id)

    def rooms(self) -> QuerySet[Room]:
        if self.kind == "all":
            return Room.objects.all()
        if self.kind == "project":
            return Room.objects.filter(conversation__in=self.conversations().values("pk"))
        rooms = Room.objects.filter(wing__in=self.wings().values("pk"))
        p = self.principal
        if p is not None and (p.bound_project_id is not None or not p.private_reach):
            c = "conversation__"
            rooms = rooms.filter(
                owned_object_filter(
                    p, owner=f"{c}owner_id", project=f"{c}project_id",
                    via_key=f"{c}created_via_key_id",
                )
            )  # fmt: skip
        return rooms

    def drawers(self) -> QuerySet[Drawer]:
        drawers = Drawer.objects.all()
        if self.kind == "all":
            return drawers
        return drawers.filter(
            room__in=self.rooms().values("pk"), memory__in=self.memories().values("pk")
        )

    def entities(self) -> QuerySet[Entity]:
        if self.kind == "all":
            return Entity.objects.all()
        if self.kind == "project":
            relations = self.relations()
            return Entity.objects.filter(
                Q(pk__in=relations.values("subject")) | Q(pk__in=relations.values("object"))
            )
        if self.principal is not None:
            return entities_visible_to(self.principal).filter(owner_id=self.user_id)
        return Entity.objects.filter(owner_id=self.user_id)

    def relations(self) -> QuerySet[Relation]:
        if self.kind == "all":
            return Relation.objects.all()
        if self.kind == "project":
            return Relation.objects.filter(source_memory__in=self.memories().values("pk"))
        return Relation.objects.filter(
            owner_id=self.user_id, subject__in=self.entities().values("pk")
        )

    # -- people and groups ----------------------------------------------------------------

    def user_ids(self) -> QuerySet[Any] | None:
        """The people the export names as owners (None: everyone)."""
        users = get_user_model().objects
        if self.kind == "all":
            return None
        if self.kind == "project":
            return users.filter(
                Q(pk__in=self.memories().values("owner"))
                | Q(pk__in=self.conversations().values("owner"))
                | Q(projects=self.project)
                | Q(pk__in=self.entities().values("owner"))
            ).values("pk")
        return users.filter(pk=self.user_id or 0).values("pk")

    def personas(self) -> QuerySet[Persona]:
        if self.kind == "all":
            return Persona.objects.all()
        return Persona.objects.filter(pk__in=self.memories().values("persona"))

    def projects(self) -> QuerySet[Project]:
        if self.kind == "all":
            return Project.objects.all()
        return Project.objects.filter(
            Q(pk__in=self.memories().values("project"))
            | Q(pk__in=self.conversations().values("project"))
        )

    def systems(self) -> QuerySet[System]:
        if self.kind == "all":
            return System.objects.all()
        return System.objects.filter(pk__in=self.memories().values("system"))
