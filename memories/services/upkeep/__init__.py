"""Upkeep: the outbox and broker deliveries, advisory locks, worker heartbeats, the
embedding reconciler, class indexes and term statistics."""
