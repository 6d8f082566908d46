"""OAuth 2.1 for MCP clients: django-oauth-toolkit's authorization server, our consent page, and
each connection backed by an API key with the binding the person chose (so scoping decides)."""
