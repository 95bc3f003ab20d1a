"""CI jobs and Compose services as chunks of their own (``chunk/yaml_entries.py``)."""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of
from codesift.model import Chunk

# A workflow in pydantic's style: a head of triggers, jobs with and without a `name:`, a
# comment on a key's line, steps whose `uses:` and `run:` say what the job does.
WORKFLOW = '''name: CI

on:
  push:
    branches: [main]
  pull_request: {}

jobs:
  lint:
    name: Lint ${{ matrix.python-version }}
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: uv run ruff check

  # https://github.com/marketplace/actions/alls-green
  check: # This job does nothing and is only used for the branch protection
    if: always()
    runs-on: ubuntu-latest

  # old-release:
  #   runs-on: ubuntu-latest
  release:
    needs: [lint, check]
    runs-on: ubuntu-latest
    steps:
      - name: Publish to PyPI
        uses: pypa/gh-action-pypi-publish@release/v1
      # - run: echo old step
'''

# A compose file in getsentry/self-hosted's style: `x-` defaults in its head, a banner over a
# group of services, volumes after.
COMPOSE = '''x-restart-policy: &restart_policy
  restart: unless-stopped
services:
  redis:
    <<: *restart_policy
    image: "valkey/valkey:8.1.9-alpine"
  postgres:
    image: postgres:14.24-bookworm
    ports:
      - "5432:5432"
    environment:
      POSTGRES_HOST_AUTH_METHOD: trust
  #############################################
  ## Feature Complete Sentry Snuba Consumers ##
  #############################################
  # Kafka consumer responsible for feeding transactions data into Clickhouse
  snuba-transactions-consumer:
    image: "$SNUBA_IMAGE"
volumes:
  sentry-data:
    external: true
'''

# A GitLab CI file in gitlab-runner's style: globals, a hidden template, jobs extending it.
GITLAB = '''stages:
  - build
  - test

variables:
  GO_VERSION: "1.22"

.go-cache:
  cache:
    paths:
      - .gocache/

# Builds the runner binaries for every platform.
binaries:
  extends: .go-cache
  stage: build
  script:
    - make runner-bin

# Note: runs on every branch.
unit test:
  stage: test
  script:
    - make test

.instance-default: $RUNNER_TAG_DEFAULT

.rules:merge_request_pipelines:
  rules:
    - if: $CI_MERGE_REQUEST_ID
'''


def chunks_of(path: str, text: str) -> list[Chunk]:
    assert language_of(path) == "yaml"
    return chunk_file(path, text, "yaml")


def rows(chunks: list[Chunk]) -> list[tuple[int, int, str, str, str]]:
    return [(c.start, c.end, c.kind, c.qualified, c.doc) for c in chunks]


def test_a_workflows_jobs_are_sections_its_head_the_file() -> None:
    # pydantic's ci.yml was one chunk, "name: CI": no job had a place to be found at.
    chunks = chunks_of(".github/workflows/ci.yml", WORKFLOW)
    assert rows(chunks) == [
        (1, 8, "file", "ci.yml", "name: CI"),
        (9, 14, "section", "jobs.lint", "Lint ${{ matrix.python-version }}"),
        (17, 19, "section", "jobs.check", "This job does nothing and is only used for the branch protection"),
        (23, 29, "section", "jobs.release", ""),
    ]
    assert "pull_request" in chunks[0].text   # the triggers stay the file's
    assert chunks[1].signature == "lint:" and chunks[2].signature == "check:"
    assert "pypa/gh-action-pypi-publish" in chunks[3].text and "old step" in chunks[3].text
    # A workflow written on Windows, its lines ending `\r\n` (Ocelot's, FluentValidation's).
    crlf = chunks_of(".github/workflows/ci.yml", WORKFLOW.replace("\n", "\r\n"))
    assert rows(crlf) == rows(chunks)


def test_compose_services_are_sections_documented_by_comment_or_image() -> None:
    chunks = chunks_of("docker-compose.yml", COMPOSE)
    assert rows(chunks) == [
        (1, 3, "file", "docker-compose.yml", ""),
        (4, 6, "section", "services.redis", "valkey/valkey:8.1.9-alpine"),
        (7, 12, "section", "services.postgres", "postgres:14.24-bookworm"),
        (17, 18, "section", "services.snuba-transactions-consumer",
         "Kafka consumer responsible for feeding transactions data into Clickhouse"),
        (19, 21, "file", "docker-compose.yml", ""),
    ]
    assert "5432:5432" in chunks[2].text and "sentry-data" in chunks[4].text
    # `compose.yaml` is the Compose spec's own name for it.
    assert [c.qualified for c in chunks_of("deploy/compose.yaml", COMPOSE)][1] == "services.redis"


def test_gitlab_jobs_and_templates_are_sections_its_globals_not() -> None:
    chunks = chunks_of(".gitlab-ci.yml", GITLAB)
    assert rows(chunks) == [
        (1, 6, "file", ".gitlab-ci.yml", ""),
        (8, 11, "section", ".go-cache", ""),
        (14, 18, "section", "binaries", "Builds the runner binaries for every platform."),
        (21, 24, "section", "unit test", "Note: runs on every branch."),
        # A hidden key holding a value is a setting (`!reference`d), the file's; a key with
        # colons is a template, as gitlab-runner's `.rules:…` ones are.
        (26, 26, "file", ".gitlab-ci.yml", ".instance-default: $RUNNER_TAG_DEFAULT"),
        (28, 30, "section", ".rules:merge_request_pipelines", ""),
    ]
    # The files it includes are of the same shape.
    assert [c.name for c in chunks_of(".gitlab/ci/test.gitlab-ci.yml", GITLAB)][1:] == \
        [".go-cache", "binaries", "unit test", "test.gitlab-ci.yml", ".rules:merge_request_pipelines"]


def test_other_shapes_stay_whole() -> None:
    # A YAML file of another name, a workflow whose jobs are no mapping, a compose file of
    # the old format (services at the top), a list where an entry should be.
    assert [c.kind for c in chunks_of("config/settings.yml", WORKFLOW)] == ["file"]
    assert [c.kind for c in chunks_of(".github/workflows/x.yml", "on: push\njobs: {}\n")] == ["file"]
    assert [c.kind for c in chunks_of("docker-compose.yml", "web:\n  image: nginx\n")] == ["file"]
    assert [c.kind for c in chunks_of("compose.yml", "services:\n  - web\n  - db\n")] == ["file"]
    assert [c.kind for c in chunks_of(".gitlab-ci.yml", "stages:\n  - test\n")] == ["file"]


def test_an_action_is_summarised_by_its_description() -> None:
    # actions/setup-python's action.yml read "name: 'Setup Python'".
    action = ("name: 'Setup Python'\ndescription: 'Set up a specific version of Python and add "
              "the command-line tools to the PATH.'\nauthor: 'GitHub'\ninputs:\n  python-version:\n"
              "    description: 'Version range or exact version of Python to use.'\n")
    chunks = chunks_of("action.yml", action)
    assert [(c.kind, c.doc) for c in chunks] == \
        [("file", "Set up a specific version of Python and add the command-line tools to the PATH.")]


def test_a_long_line_is_scanned_in_linear_time() -> None:
    import time

    text = "services:\n  web:\n    image: " + "a " * 500_000 + "\n  " + "b" * 500_000 + "\n"
    began = time.perf_counter()
    chunks_of("docker-compose.yml", text)
    assert time.perf_counter() - began < 2


def test_the_publishing_job_and_the_postgres_service_are_found(tmp_path: Path, make_index) -> None:
    root = tmp_path / "repo"
    (root / ".github" / "workflows").mkdir(parents=True)
    (root / ".github" / "workflows" / "ci.yml").write_text(WORKFLOW)
    (root / "docker-compose.yml").write_text(COMPOSE)
    ix = make_index(root)
    ix.refresh()
    hit = ix.search("publish to PyPI job").hits[0]
    assert (hit.path, hit.line, hit.kind, hit.symbol) == (".github/workflows/ci.yml", 23, "section", "release")
    hit = ix.search("which service runs postgres").hits[0]
    assert (hit.path, hit.line, hit.symbol) == ("docker-compose.yml", 7, "postgres")


# eladmin's application-dev.yml, cut down: a Spring Boot application's settings.
APPLICATION = """#配置数据源
spring:
  datasource:
    druid:
      url: jdbc:p6spy:mysql://localhost:3306/eladmin
      username: ${DB_USER:root}
  # Redis
  redis:
    host: ${REDIS_HOST:127.0.0.1}

# 登录相关配置
login:
  single-login: false

#jwt
jwt:
  header: Authorization
  # 令牌过期时间 此处单位/毫秒
  token-validity-in-seconds: 14400000
debug: false
"""


def test_an_application_settings_file_s_blocks_are_sections_spring_s_by_its_own() -> None:
    # It was one chunk summarised "配置数据源": "where is the datasource url configured"
    # or "jwt token validity setting" found the file at best, never the block.
    for path in ("src/main/resources/config/application-dev.yml", "src/main/resources/application.yaml",
                 "bootstrap.yml"):
        assert rows(chunks_of(path, APPLICATION)) == [
            (3, 6, "section", "spring.datasource", "配置数据源"),
            (8, 9, "section", "spring.redis", "Redis"),
            (12, 13, "section", "login", "登录相关配置"),
            (16, 19, "section", "jwt", "jwt"),
            # A top-level setting after the blocks is the file's, as a GitLab file's is.
            (20, 20, "file", path.rsplit("/", 1)[-1], "debug: false"),
        ], path
    # Settings of scalars alone, or a file of another name, stay whole.
    assert [c.kind for c in chunks_of("application.yml", "server.port: 8080\ndebug: true\n")] == ["file"]
    assert [c.kind for c in chunks_of("config/app.yml", APPLICATION)] == ["file"]
