"""factory-boy factories shared by the test suite."""

from __future__ import annotations

import factory
from django.contrib.auth import get_user_model


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda o: f"{o.username}@example.test")
    password = factory.django.Password("correct horse battery staple")


class AdminFactory(UserFactory):
    is_staff = True
    is_superuser = True
