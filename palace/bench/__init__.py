"""Benchmarks of the palace against public conversation datasets (LoCoMo)."""


def prepare_bench_run() -> None:
    """A bench may run on a fresh DATA_DIR: bring its schema up to date, and keep per-conversation
    mining logs from breaking the progress bar (the summary line says what was mined)."""
    import logging

    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    logging.getLogger("palace.mining").setLevel(logging.WARNING)
