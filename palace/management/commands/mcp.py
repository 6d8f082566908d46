"""`python manage.py mcp`: the MCP tools over stdio, for desktop clients, as MEMORY_API_KEY."""

from __future__ import annotations

import os
from typing import Any

import anyio
from django.core.management.base import BaseCommand, CommandError
from django.db import close_old_connections
from mcp.server import Server
from mcp.server.stdio import stdio_server

from memories.services.people.api_keys import api_key_authenticate
from memory_project.errors import NotAuthenticated
from palace.mcp.server import build_server


async def _serve(server: Server[Any]) -> None:
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


class Command(BaseCommand):
    help = "Serve the MCP tools over stdin/stdout for the API key in MEMORY_API_KEY."

    def handle(self, *args: Any, **options: Any) -> None:
        raw_key = os.environ.get("MEMORY_API_KEY", "").strip()
        if not raw_key:
            raise CommandError("Set MEMORY_API_KEY to an API key (manage.py create_api_key).")
        try:
            # Checked once here so a wrong key fails at start; every call checks it again.
            api_key_authenticate(raw_key=raw_key)
        except NotAuthenticated as exc:
            raise CommandError(f"MEMORY_API_KEY: {exc.message}") from None
        finally:
            close_old_connections()
        anyio.run(_serve, build_server(stdio_key=raw_key))
