"""Typed environment parsing: bad values fail loudly with the variable's name."""

import pytest

from memory_project.settings.env import (
    EnvError,
    celery_urls_from_redis_url,
    env_bool,
    env_choice,
    env_int,
    parse_database_url,
)


def test_env_bool_accepts_common_spellings(monkeypatch):
    for raw, expected in [("1", True), ("TRUE", True), ("on", True), ("0", False), ("no", False)]:
        monkeypatch.setenv("FLAG", raw)
        assert env_bool("FLAG") is expected


def test_env_bool_rejects_garbage_naming_the_variable(monkeypatch):
    monkeypatch.setenv("FLAG", "maybe")
    with pytest.raises(EnvError, match="FLAG"):
        env_bool("FLAG")


def test_env_int_checks_type_and_minimum(monkeypatch):
    monkeypatch.setenv("N", "abc")
    with pytest.raises(EnvError, match="N must be an integer"):
        env_int("N", 1)
    monkeypatch.setenv("N", "-3")
    with pytest.raises(EnvError, match="at least 0"):
        env_int("N", 1, minimum=0)
    monkeypatch.delenv("N")
    assert env_int("N", 7) == 7


def test_env_choice_rejects_unknown_value(monkeypatch):
    monkeypatch.setenv("PROVIDER", "magic")
    with pytest.raises(EnvError, match="PROVIDER must be one of"):
        env_choice("PROVIDER", "none", {"local", "none"})


def test_parse_database_url_tcp_form():
    cfg = parse_database_url("postgresql://mem:s%40cret@db.internal:6543/memory?sslmode=require")
    assert (cfg.user, cfg.password, cfg.host, cfg.port, cfg.name) == (
        "mem", "s@cret", "db.internal", "6543", "memory",
    )  # fmt: skip
    assert cfg.options == {"sslmode": "require"}


def test_parse_database_url_unix_socket_form():
    cfg = parse_database_url("postgresql://postgres:@/memory?host=/var/run/pg")
    assert cfg.host == "/var/run/pg"
    assert cfg.name == "memory"
    assert cfg.options == {}


def test_parse_database_url_requires_postgres_and_a_name():
    with pytest.raises(EnvError, match="postgresql://"):
        parse_database_url("mysql://x@y/z")
    with pytest.raises(EnvError, match="must name a database"):
        parse_database_url("postgresql://x@y/")


def test_celery_urls_for_tcp_and_socket_redis():
    assert celery_urls_from_redis_url("redis://r:6379/2") == (
        "redis://r:6379/2",
        "redis://r:6379/2",
    )
    broker, backend = celery_urls_from_redis_url("unix:///data/redis.sock")
    assert broker == backend == "redis+socket:///data/redis.sock"
    with pytest.raises(EnvError):
        celery_urls_from_redis_url("amqp://x")
