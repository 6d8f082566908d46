"""The MCP server: the agent API's operations as MCP tools, over streamable HTTP and stdio.

Every tool is one REST operation run in-process through the same Django stack (rules, rate
limit, strict serializers, services, scoping, error shape; over HTTP as the key the `/mcp` view
authenticated, over stdio as MEMORY_API_KEY), so there is no second rule.
"""
