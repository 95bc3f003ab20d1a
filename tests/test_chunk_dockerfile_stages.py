"""A multi-stage Dockerfile's stages, a section each (`dockerfile_stages.py`)."""
from __future__ import annotations

from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of

# hexpm's and linkding's Dockerfiles, cut down: ARGs above, a stage's comment above its FROM.
MULTI = """# syntax=docker/dockerfile:1
ARG ELIXIR_VERSION=1.20.3

FROM hexpm/elixir:${ELIXIR_VERSION} AS build
# install rust, the NIFs are built from source
RUN curl https://sh.rustup.rs | sh -s -- -y \\
FROM nothing, an argument of the line above

# prepare release image
from --platform=$BUILDPLATFORM debian:trixie-slim
COPY --from=build /app /app
"""


def test_dockerfile_stages_are_sections(tmp_path: Path) -> None:
    path = tmp_path / "Dockerfile"
    path.write_text(MULTI)
    got = [(c.kind, c.name, c.signature, c.doc, c.start, c.end)
           for c in chunk_file("Dockerfile", path.read_text(), language_of(path.name))]
    assert got == [
        ("file", "Dockerfile", "", "", 1, 2),
        ("section", "build", "FROM hexpm/elixir:${ELIXIR_VERSION} AS build", "", 4, 7),
        ("section", "debian:trixie-slim", "from --platform=$BUILDPLATFORM debian:trixie-slim",
         "prepare release image", 10, 11)]


def test_a_single_stage_dockerfile_stays_whole() -> None:
    chunks = chunk_file("Dockerfile", "FROM python:3.13\nRUN pip install x\n", "docker")
    assert [(c.kind, c.name) for c in chunks] == [("file", "Dockerfile")]


def test_a_variant_of_a_variant_is_a_dockerfile() -> None:
    # lldap's `.github/workflows/Dockerfile.ci.alpine-base` and five more were text: summarised
    # by their `FROM` line, their two stages no sections.
    path = ".github/workflows/Dockerfile.ci.alpine-base"
    source = ("FROM debian:bullseye AS lldap\nRUN mkdir -p /lldap/app\n\n"
              "FROM alpine:3.22\nCOPY --from=lldap /lldap /app\n")
    chunks = chunk_file(path, source, language_of(path))
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("section", "lldap", 1, 2), ("section", "alpine:3.22", 4, 5)]
    rootless = ".github/workflows/Dockerfile.ci.alpine-rootless"
    chunks = chunk_file(rootless, "FROM localhost:5000/lldap/lldap:alpine-base\nUSER lldap\n",
                        language_of(rootless))
    assert [(c.kind, c.doc) for c in chunks] == [("file", "")]


def test_a_pinned_image_s_digest_and_a_rule_above_a_stage_are_left_out(tmp_path: Path) -> None:
    # k9s's Dockerfile: its final stage was named `alpine:3.24.1@sha256:28bd…` (80 characters),
    # and both stages' docs opened with the `# -----` rule setting them apart.
    digest = "28bd5fe8b56d1bd048e5babf5b10710ebe0bae67db86916198a6eec434943f8b"
    text = ("# " + "-" * 60 + "\n# The base image for building the binary\n"
            "FROM --platform=$BUILDPLATFORM golang:1.26-alpine@sha256:" + digest + " AS build\n"
            "RUN make build\n\n# " + "-" * 60 + "\n# ==========\n# The final image, with kubectl.\n"
            "FROM alpine:3.24.1@sha256:" + digest + "\nCOPY --from=build /k9s /bin/k9s\n")
    path = tmp_path / "Dockerfile"
    path.write_text(text)
    got = [(c.name, c.doc) for c in chunk_file("Dockerfile", path.read_text(), language_of(path.name))]
    assert got == [("build", "The base image for building the binary"),
                   ("alpine:3.24.1", "The final image, with kubectl.")]
