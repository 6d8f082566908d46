"""The MCP server: the agent API's operations as MCP tools, over streamable HTTP and stdio.

Every tool is one REST operation run in-process through the same Django stack (key auth, rules,
rate limit, strict serializers, services, scoping, error shape), so there is no second rule.
"""
