"""Curator pages under /curation/ (admins only): review, approvals, pins, promotion, ops, graph."""
