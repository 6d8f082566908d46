"""The store: the write door (remember, update, supersede, verbatim drawers, an import's
batch) and the services that stand on it (insights, a project's memories), with vectors."""
