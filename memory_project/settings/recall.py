"""Settings of recall (fusion weights, budgets, rerank). Read from the environment only."""

from __future__ import annotations
