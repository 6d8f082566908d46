"""Create the first admin account if there is none, and say once how to sign in."""

from __future__ import annotations

import os
import secrets
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Create the first admin (ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL, or generated)."

    def handle(self, *args: Any, **options: Any) -> None:
        user_model = get_user_model()
        if user_model.objects.filter(is_superuser=True).exists():
            self.stdout.write("An admin account already exists; not creating another.")
            return
        username = os.environ.get("ADMIN_USERNAME", "admin")
        password = os.environ.get("ADMIN_PASSWORD") or secrets.token_urlsafe(12)
        email = os.environ.get("ADMIN_EMAIL", "")
        user_model.objects.create_superuser(username=username, email=email, password=password)
        shown = "(from ADMIN_PASSWORD)" if os.environ.get("ADMIN_PASSWORD") else password
        self.stdout.write(
            self.style.SUCCESS(
                f"Created the first admin. Sign in as {username!r} with password {shown}. "
                "This is shown once; change it at /memory/password/ once signed in."
            )
        )
