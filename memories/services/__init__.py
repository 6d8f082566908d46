"""Services: every write to the memory store goes through a function here, by what it serves:
store (the write door), graph, people, lifecycle, dedup, upkeep and rules; the audit log and
short-term memory beside them. Their order is an import-linter contract (pyproject.toml)."""
