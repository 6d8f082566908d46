"""Import people, personas, projects, systems (with memberships) and memory settings.

Existing rows win: a person, persona, project or system already here is matched by its
username or slug and left as it is; only what is missing is added."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model

from memories.models import (
    MemorySettings,
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
    System,
    SystemGrant,
)
from memories.scoping import TOOL_FAMILIES
from memories.services.rules.validation import scrub_text
from palace.portability.state import ImportState, Where, at


def import_users(state: ImportState) -> None:
    user_model = get_user_model()
    for line, rec in state.reader.records("users"):
        if state.as_user is not None:
            continue  # every row goes to the one person named on the command line
        where = Where("users", line)
        found = user_model.objects.filter(username=rec["username"]).first()
        if found is not None:
            state.users[rec["username"]] = int(found.pk)
            state.existing["users"] += 1
            continue
        admin = state.reader.manifest["scope"]["kind"] == "all"
        user = user_model(
            username=rec["username"],
            first_name=scrub_text(rec["first_name"])[:150],
            last_name=scrub_text(rec["last_name"])[:150],
            email=rec["email"][:254],
            is_active=rec["is_active"],
            is_staff=rec["is_staff"] and admin,
            is_superuser=rec["is_superuser"] and admin,
            date_joined=at(rec["date_joined"], where, "date_joined"),
        )
        user.set_unusable_password()  # passwords never travel; an admin sets a new one
        user.save()
        state.users[rec["username"]] = int(user.pk)
        state.created["users"] += 1


def _member(state: ImportState, kind: str, slug: str, username: str) -> int | None:
    """Who gets this membership here: the named person (as is); with --as-user only the target,
    and only in a group this import created (an import never joins anyone to a group that
    already exists)."""
    if state.as_user is not None:
        if (kind, slug) not in state.created_groups or username != state.source_user:
            return None
        return int(state.as_user.pk)
    return state.users.get(username) or state.person(username)


def _group(state: ImportState, kind: str, model: Any, rec: dict[str, Any]) -> Any:
    found = model.objects.filter(slug=rec["slug"]).first()
    if found is not None:
        state.existing[kind + "s"] += 1
    elif state.self_service:
        return None  # a person's import creates no group: a row naming one it lacks is refused
    else:
        extra = {"default_expiry": rec["default_expiry"]} if kind == "project" else {}
        if kind == "persona":
            # An archive from before personas chose their tools: its personas had every tool,
            # as the migration that added the choice kept for the personas it found.
            extra = {"allowed_tools": rec.get("allowed_tools", sorted(TOOL_FAMILIES))}
        found = model.objects.create(slug=rec["slug"], name=scrub_text(rec["name"])[:200], **extra)
        state.created[kind + "s"] += 1
        state.created_groups.add((kind, rec["slug"]))
    state.groups[(kind, rec["slug"])] = int(found.pk)
    return found


def import_groups(state: ImportState) -> None:
    for _line, rec in state.reader.records("personas"):
        persona = _group(state, "persona", Persona, rec)
        if persona is None or state.self_service:
            continue  # nobody joins a group through a person's own import
        managers = set(rec.get("managers", ()))
        for username in rec["members"]:
            user_id = _member(state, "persona", rec["slug"], username)
            if user_id is not None:
                PersonaMembership.objects.get_or_create(
                    persona=persona, user_id=user_id, defaults={"can_manage": username in managers}
                )
    for kind, model, through, key in (
        ("project", Project, ProjectMembership, "members"),
        ("system", System, SystemGrant, "grants"),
    ):
        for _line, rec in state.reader.records(kind + "s"):
            group = _group(state, kind, model, rec)
            if group is None or state.self_service:
                continue
            for member in rec[key]:
                user_id = _member(state, kind, rec["slug"], member["user"])
                if user_id is not None:
                    _, made = through.objects.get_or_create(
                        **{kind: group, "user_id": user_id},
                        defaults={"can_manage": member["can_manage"]},
                    )
                    state.created["memberships"] += int(made)
    _known_groups(state)


def _known_groups(state: ImportState) -> None:
    """Groups the records may name that were here already (a person's export names its
    persona by slug; the installation it lands in may know it without the archive saying so)."""
    for kind, model in (("persona", Persona), ("project", Project), ("system", System)):
        for pk, slug in model.objects.values_list("pk", "slug"):
            state.groups.setdefault((kind, slug), pk)


def import_settings(state: ImportState) -> None:
    for line, rec in state.reader.records("settings"):
        user_id = state.owner(rec["user"], Where("settings", line), "user")
        if MemorySettings.objects.filter(user_id=user_id).exists():
            state.existing["settings"] += 1
            continue
        fields = {k: v for k, v in rec.items() if k != "user"}
        MemorySettings.objects.create(user_id=user_id, **fields)
        state.created["settings"] += 1
