"""A memory's life after it is written: approve, pin, feedback, stale, forget and
restore, erasure (in PostgreSQL and Redis), expiry and the periodic sweeps."""
