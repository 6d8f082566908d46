"""The web path stays light: serving a request never imports torch or sentence-transformers."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_serving_requests_does_not_import_torch():
    code = """
import sys
from memory_project.wsgi import application
from django.test import Client
client = Client()
for path in ("/healthz", "/readyz", "/", "/api/schema/"):
    assert client.get(path).status_code in (200, 503), path
heavy = sorted(m for m in ("torch", "sentence_transformers", "transformers") if m in sys.modules)
print("HEAVY:" + ",".join(heavy))
"""
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "HEAVY:\n" in result.stdout or result.stdout.strip().endswith("HEAVY:")
