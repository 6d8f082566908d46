"""The agent REST API of the palace: conversation ingest and palace browsing."""
