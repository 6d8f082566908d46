"""Settings of the memory store (limits, governance defaults). Read from the environment only."""

from __future__ import annotations
