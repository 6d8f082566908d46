"""Curator workflows and pages (nothing imports this app)."""
