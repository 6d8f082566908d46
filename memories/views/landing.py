"""The start page: what this is for a visitor; for a signed-in person, the next steps that are
still open — an admin's set-up checklist for the installation, a user's own steps — each with a
link to the page that does it (and only links that person may open)."""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.http import HttpResponse
from django.shortcuts import render
from django.urls import reverse

from memories.invitation_selectors import invitations_open
from memories.models import ApiKey, Memory, Persona, Project, System
from memories.scoping import Principal
from memories.services.lifecycle.expiry import expiry_summary
from memories.views.rendering import page_principal
from memory_project.htmx_messages import HtmxHttpRequest


@dataclass(frozen=True)
class Step:
    title: str
    done: bool
    url: str
    action: str  # the link's words
    detail: str = ""


def admin_steps(principal: Principal) -> list[Step]:
    """Setting up an installation for a team: people, groups, a key, an agent, a memory."""
    others = get_user_model().objects.exclude(pk=principal.user_id).filter(is_active=True)
    keys = ApiKey.objects.filter(revoked_at=None)
    groups = Persona.objects.exists() or Project.objects.exists() or System.objects.exists()
    return [
        Step("Add the people of your team", others.exists(), reverse("curation:people"),
             "Create accounts", "Each gets a one-time password to sign in with."),
        Step("Create personas, projects or systems", groups, reverse("curation:groups"),
             "Create groups", "Projects share memories among their members; add members and "
             "managers there, yourself too if your own keys should be bound to it."),
        Step("Create an API key", keys.exists(), reverse("memory-keys"), "Create a key",
             "One per agent, so each can be revoked on its own; bind it to a persona or "
             "project you are in."),
        Step("Connect an agent", keys.filter(last_used_at__isnull=False).exists(),
             reverse("memory-connect"), "Show the settings",
             "Claude Code, Cursor, Claude Desktop, the Python client or curl."),
        Step("Save a first memory", Memory.objects.exists(), reverse("memory-home"),
             "Open your memory", "An agent saves with memory_save, or the REST API."),
    ]  # fmt: skip


def user_steps(principal: Principal) -> list[Step]:
    """A person's own: a key, an agent using it, then their memory to search."""
    keys = ApiKey.objects.filter(user_id=principal.user_id, revoked_at=None)
    return [
        Step("Create an API key for your agent", keys.exists(), reverse("memory-keys"),
             "Create a key", "It is shown once: copy it then."),
        Step("Connect your agent", keys.filter(last_used_at__isnull=False).exists(),
             reverse("memory-connect"), "Show the settings",
             "Ready-to-paste settings for Claude Code, Cursor, Claude Desktop and more."),
        Step("Search your memory", Memory.objects.filter(owner_id=principal.user_id).exists(),
             reverse("memory-search"), "Search",
             "What your agents saved, to browse, correct and prune."),
    ]  # fmt: skip


def home(request: HtmxHttpRequest) -> HttpResponse:
    context: dict[str, object] = {}
    if request.user.is_authenticated:
        principal = page_principal(request)
        steps = admin_steps(principal) if principal.is_admin else user_steps(principal)
        context = {
            "steps": steps,
            "done": sum(step.done for step in steps),
            "for_admin": principal.is_admin,
            "managed": Project.objects.filter(pk__in=principal.managed_project_ids).order_by(
                "slug"
            ),
            "managed_personas": Persona.objects.filter(
                pk__in=principal.managed_persona_ids
            ).order_by("slug"),
            "invitations": list(invitations_open(principal=principal)),
            "expiry_summary": expiry_summary(),
        }
    return render(request, "memories/home.html", context)
