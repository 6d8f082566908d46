"""Curation keeps no tables of its own yet; it works on the memory store and the palace."""
