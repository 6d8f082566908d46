#!/usr/bin/env python
"""Django's command-line utility; starts embedded servers first when no URLs are configured."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
    from django.core.management import execute_from_command_line

    from memory_project.embedded import EmbeddedServerDown, bootstrap

    try:
        import memory_project.celery  # noqa: F401 - bootstraps servers, binds shared tasks
    except EmbeddedServerDown as exc:
        sys.exit(str(exc))

    try:
        execute_from_command_line(sys.argv)
    finally:
        # A one-off command stops what it started; servers that were already up stay up.
        bootstrap().stop()


if __name__ == "__main__":
    main()
