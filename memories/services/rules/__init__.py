"""The rules a write is held to, each stated once: field validation, where a memory
lives (`ScopeSubject`), subject labels, and what a principal may claim."""
