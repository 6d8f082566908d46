"""ASGI entry point."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
import memory_project.celery  # noqa: F401 - bootstraps servers, binds shared tasks

application = get_asgi_application()
