"""Measurement tools (commands print their numbers; they are not tests)."""
