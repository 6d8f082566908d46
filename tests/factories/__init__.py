"""factory-boy factories shared by the test suite."""

from __future__ import annotations

import functools

import factory
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import make_password


def _hashed(raw: str | None) -> str:
    """`make_password`, once per password and hasher list: the production hasher takes most of
    a second of CPU per call, and tests make thousands of users with the same password. The
    hash is a real one of the hashers in force (salt shared between users), so logins, the
    admin and other processes check it as they would any other."""
    if raw is None:
        return make_password(raw)
    return _hashed_with(raw, tuple(settings.PASSWORD_HASHERS))


@functools.lru_cache(maxsize=32)
def _hashed_with(raw: str, hashers: tuple[str, ...]) -> str:
    return make_password(raw)


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda o: f"{o.username}@example.test")
    password = factory.django.Password("correct horse battery staple", transform=_hashed)


class AdminFactory(UserFactory):
    is_staff = True
    is_superuser = True
