"""People, keys and projects: accounts and groups, API keys, invitations, a project's
settings, per-persona tools, role rules and a person's memory preferences."""
