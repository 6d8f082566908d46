"""The compat app: foreign wire contracts, translated into our services."""

from django.apps import AppConfig


class CompatConfig(AppConfig):
    name = "compat"
    verbose_name = "Foreign contracts (mem0)"
