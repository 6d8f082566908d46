"""Template tags of the admins' role settings, so the member and group pages show them without
their views computing them: a persona's or project's settings section, the Django groups'
rules, and each person's revoked rules on the people page."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django import template

from curation.views.roles import DJANGO_GROUPS, ROLE_SETTINGS, django_groups_context, group_settings
from memories.models import Persona, Project, System
from memories.services.people.role_rules import revocations_by_user

register = template.Library()


@register.inclusion_tag(ROLE_SETTINGS, takes_context=True)
def role_settings(
    context: template.Context, group: Persona | Project | System, oob: bool = False
) -> dict[str, Any]:
    """Under a group's members; `oob` when an htmx answer for the members carries it too."""
    return {"csrf_token": context.get("csrf_token"), "oob": oob, **group_settings(group)}


@register.inclusion_tag(DJANGO_GROUPS, takes_context=True)
def django_group_rules(context: template.Context) -> dict[str, Any]:
    return {"csrf_token": context.get("csrf_token"), **django_groups_context()}


@register.simple_tag
def revoked_rules(users: Iterable[Any]) -> dict[int, list[str]]:
    """Per person on the page, each rule revoked for a role they hold."""
    return revocations_by_user(int(user.pk) for user in users)


@register.filter
def rules_of(revoked: dict[int, list[str]], user_id: int) -> list[str]:
    return revoked.get(int(user_id), [])
