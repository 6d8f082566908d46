"""Health probes: /healthz says the process is up, /readyz checks every dependency for real."""

import pytest
from django.test import override_settings


def test_healthz_is_ok(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


@pytest.mark.django_db
def test_readyz_reports_database_broker_and_embedder(client):
    response = client.get("/readyz")
    body = response.json()
    assert response.status_code == 200, body
    assert body["status"] == "ready"
    assert body["checks"]["database"]["ok"] is True
    assert "pgvector 0.8" in body["checks"]["database"]["detail"]
    assert body["checks"]["broker"]["ok"] is True
    assert body["checks"]["embedder"]["provider"] == "local"


@pytest.mark.django_db
def test_readyz_is_503_when_the_broker_is_unreachable(client, tmp_path):
    with override_settings(REDIS_URL=f"unix://{tmp_path}/nobody-listens.sock"):
        response = client.get("/readyz")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "not ready"
    assert body["checks"]["broker"]["ok"] is False
    assert body["checks"]["database"]["ok"] is True


def test_unknown_api_path_gets_the_json_error_shape(client):
    response = client.get("/api/v1/does-not-exist")
    assert response.status_code == 404
    assert response.json() == {
        "error": {"code": "not_found", "message": "No such endpoint.", "fields": {}}
    }


def test_api_docs_and_schema_are_served_without_a_cdn(client):
    docs = client.get("/api/docs/")
    assert docs.status_code == 200
    html = docs.content.decode()
    assert "/static/drf_spectacular_sidecar/" in html
    assert "cdn.jsdelivr" not in html
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json")
    assert schema.status_code == 200


@pytest.mark.django_db
def test_admin_login_page_is_reachable(client):
    response = client.get("/admin/login/")
    assert response.status_code == 200
