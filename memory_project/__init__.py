"""Memory Layer: infrastructure only (settings, embedded servers, Celery, API plumbing)."""
