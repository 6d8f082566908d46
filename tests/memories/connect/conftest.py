"""The connect page's snippets are checked against the same served app as the MCP tests."""

from tests.palace.mcp.conftest import (  # noqa: F401 - fixtures
    _fast_passwords,
    _fresh_rate_limits,
    served_app,
)
