"""Factories for the memory store: scopes' subjects, memories (with their hash) and API keys."""

from __future__ import annotations

import factory

from memories.models import ALL_RULES, ApiKey, Memory, Persona, Project, ProjectMembership, System
from memories.services.people.api_keys import api_key_create
from memories.services.rules.validation import content_hash
from tests.factories import UserFactory


class PersonaFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Persona
        django_get_or_create = ("slug",)

    slug = factory.Sequence(lambda n: f"persona-{n}")
    name = factory.LazyAttribute(lambda o: o.slug.title())
    # Opted in to the memory tools, like every persona of an install that upgraded; a test of
    # the opt-in passes `allowed_tools=[]` (a persona created on the page starts there).
    allowed_tools = factory.LazyFunction(lambda: list(ALL_RULES))


class ProjectFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Project
        django_get_or_create = ("slug",)

    slug = factory.Sequence(lambda n: f"project-{n}")
    name = factory.LazyAttribute(lambda o: o.slug.title())


class ProjectMembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ProjectMembership

    project = factory.SubFactory(ProjectFactory)
    user = factory.SubFactory(UserFactory)
    can_manage = False


class SystemFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = System
        django_get_or_create = ("slug",)

    slug = factory.Sequence(lambda n: f"system-{n}")
    name = factory.LazyAttribute(lambda o: o.slug.title())


class MemoryFactory(factory.django.DjangoModelFactory):
    """A stored row without the service (no dedup, no vector): for read-side tests."""

    class Meta:
        model = Memory

    content = factory.Sequence(lambda n: f"Memory number {n} about something worth keeping")
    recall_hint = ""
    kind = "fact"
    owner = factory.SubFactory(UserFactory)
    scope = "user"
    content_hash = factory.LazyAttribute(lambda o: content_hash(o.content))


def api_key_for(
    user,
    *,
    rules=("memory.read", "memory.manage"),
    write_cap=None,
    persona=None,
    project=None,
    reads_private=False,
) -> tuple[ApiKey, str]:
    """An API key (row, raw key) for `user` made by the real service."""
    return api_key_create(
        user=user,
        name="test key",
        rules=rules,
        write_cap=write_cap,
        persona=persona,
        project=project,
        reads_private=reads_private,
    )
