"""Load generation and process measurement for `manage.py bench_load` (a tool, not a test)."""
