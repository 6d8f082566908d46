"""Management commands and deployment checks run for real, as an operator would run them."""

import os
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.django_db
def test_ensure_admin_creates_one_admin_once(monkeypatch):
    monkeypatch.setenv("ADMIN_USERNAME", "root-curator")
    monkeypatch.setenv("ADMIN_PASSWORD", "a-long-test-password-123")
    out = StringIO()
    call_command("ensure_admin", stdout=out)
    assert "Created the first admin" in out.getvalue()
    assert "a-long-test-password-123" not in out.getvalue()  # a given password is not echoed
    assert "/memory/password/" in out.getvalue()  # where to change it, a page they can open
    user = get_user_model().objects.get(username="root-curator")
    assert user.is_superuser
    assert user.check_password("a-long-test-password-123")
    again = StringIO()
    call_command("ensure_admin", stdout=again)
    assert "already exists" in again.getvalue()
    assert get_user_model().objects.filter(is_superuser=True).count() == 1


@pytest.mark.django_db
def test_prepare_service_migrates_makes_the_admin_and_collects_static_files(
    monkeypatch, settings, tmp_path
):
    monkeypatch.setenv("ADMIN_USERNAME", "first-admin")
    monkeypatch.setenv("ADMIN_PASSWORD", "another-long-test-password-1")
    settings.STATIC_ROOT = tmp_path / "staticfiles"
    out = StringIO()
    call_command("prepare_service", stdout=out)
    assert "Created the first admin" in out.getvalue()
    assert get_user_model().objects.get(username="first-admin").is_superuser
    assert (tmp_path / "staticfiles" / "admin").is_dir()  # Django's admin's files among them
    assert any((tmp_path / "staticfiles").rglob("*.css"))
    again = StringIO()
    call_command("prepare_service", stdout=again)  # a restart: nothing made twice
    assert "already exists" in again.getvalue()
    assert get_user_model().objects.filter(is_superuser=True).count() == 1


def test_check_deploy_passes_with_production_settings():
    env = {
        **{k: v for k, v in os.environ.items() if k != "DJANGO_ALLOW_ASYNC_UNSAFE"},
        "DJANGO_DEBUG": "false",
        "DJANGO_SECURE": "true",
        "DJANGO_SECRET_KEY": "x" * 20
        + "production-like-secret-key-with-enough-entropy-9f8e7d6c5b4a",
        "DJANGO_ALLOWED_HOSTS": "memory.example.com",
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_openapi_schema_builds_without_warnings():
    result = subprocess.run(
        [sys.executable, "manage.py", "spectacular", "--validate", "--fail-on-warn", "--file", os.devnull],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
