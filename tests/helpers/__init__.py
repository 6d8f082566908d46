"""Test helpers shared across apps."""
