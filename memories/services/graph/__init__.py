"""The temporal knowledge graph: entities and relations, the entities a memory names,
and external events that make memories stale."""
