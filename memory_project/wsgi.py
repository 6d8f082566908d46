"""WSGI entry point (gunicorn memory_project.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
import memory_project.celery  # noqa: F401 - bootstraps servers, binds shared tasks

django_application = get_wsgi_application()

from memory_project.middleware import DrainRefusedBody  # noqa: E402 - after Django's setup

application = DrainRefusedBody(django_application)
