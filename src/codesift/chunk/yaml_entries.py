"""CI jobs, Compose services and application settings: the entries of four well-known YAML
shapes, a chunk each.

A workflow or a compose file was one whole-file chunk, so "which job publishes to PyPI" or
"which service runs postgres" found the file's first line, never the job or the service. Now
a GitHub Actions workflow's (`.github/workflows/*.yml`) jobs under `jobs:` are sections named
`jobs.<id>` (`jobs.publish`, as the workflow's own expressions say `needs.publish`), its
`name:` the doc (else the comment right above it); a Compose file's (`docker-compose*.yml`,
`compose*.yaml`) services under `services:` are `services.<name>`, the comment above it or
its `image:` the doc; a GitLab CI file's (`.gitlab-ci.yml`, the `*.gitlab-ci.yml` files it
includes, `.gitlab/ci/*.yml`) top-level jobs are sections named by their key, reserved
globals (`stages`, `variables`, `default`, `include`, `workflow` …) not, hidden templates
(`.go-cache`) too: the scripts the jobs `extends:` are written there; a Spring Boot (or
Micronaut, Quarkus) application's settings file (`application.yml`, `application-dev.yml`,
`bootstrap.yml`) its top-level blocks, `spring:`'s by its own blocks (`spring.datasource`,
`spring.redis`, what "where is the datasource configured" asks for), the comment above each
its doc: eladmin's `application-dev.yml` was one chunk summarised "配置数据源", its `jwt:`
block found by no question about the jwt settings. A section, as a
Terraform block is one, is a piece of configuration, no callable. Each entry's lines (its
steps' names, `uses:`, `run:` words, ports, environment) are its text; the file's head (a
workflow's `name:` and `on:` triggers, a compose file's `x-` defaults) stays the file's chunk.

Read by an indentation scanner, no YAML library: what a search needs is where each entry
starts and ends, and a parser (PyYAML's pure-Python loader) costs a heavy import and a full
parse of every such file for it. A file not of the expected shape (no `jobs:` or `services:`
mapping, an entry line that is no key or is indented by a tab) is left to the whole-file
chunk.
"""
from __future__ import annotations

import os

from codesift.chunk.base import SIGNATURE_MAX, comment_top
from codesift.chunk.doctext import DOC_MAX, clean_comment
from codesift.chunk.summary import whole_file_chunk
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A mapping key's line less its indent: a quoted or plain key, a colon, a value maybe. A
# plain key's `:` is one no blank follows (GitLab's `.rules:merge_request_pipelines:`), so
# the key cannot backtrack past the colon that ends it (linear on a long line).
_KEY = compiled(r"(\"[^\"]*\"|'[^']*'|[^\s#'\"](?:[^:#]|:(?=\S))*):(?:[ \t]+(.*))?")
# A value on the key's line that makes the entry a setting, no job nor service: a scalar
# (gitlab-runner's `.instance-default: $RUNNER_TAG_DEFAULT`), not a block, anchor or alias.
_SCALAR = compiled(r"[^\s#&*|>{\[!]")
_WORKFLOW = compiled(r"(?:.*/)?\.github/workflows/[^/]+\.ya?ml")
_COMPOSE = compiled(r"(?:docker-)?compose\b[^/]*\.ya?ml")
_GITLAB = compiled(r"(?:.*/)?(?:[^/]*\.gitlab-ci\.ya?ml|\.gitlab/ci/.+\.ya?ml)")
_APPLICATION = compiled(r"(?:application|bootstrap)(?:-[\w.-]+)?\.ya?ml")
# The application settings' block split by its own blocks: the framework's, holding the rest.
_FRAMEWORK_KEYS = frozenset({"spring", "micronaut", "quarkus"})
# GitLab CI's global keywords, no jobs (`image`, `services`, `cache`, `before_script`,
# `after_script` and `types` its deprecated globals; `spec` a component's header).
_GITLAB_GLOBALS = frozenset({
    "stages", "variables", "default", "include", "workflow", "image", "services", "cache",
    "before_script", "after_script", "types", "spec", "<<"})
# A setting's line in a comment (`runs-on: ubuntu-latest`, `lint:` opening a block), not a
# sentence's label alone (`Note: runs nightly`): two of them, or a block's, are config.
_CONFIG_KEY = compiled(r"[\w.-]+:(?:[ \t]+(\S)|[ \t]*$)")
_COMMENT_VALUE = compiled(r"(?:&\S+)?[ \t]*(?:#.*)?")   # `jobs:`, `jobs: &jobs # …`


def entries_shape(path: str) -> str:
    """Which shape ``path`` (repo-relative) has: "workflow", "compose", "gitlab",
    "application" or ""."""
    if _WORKFLOW.fullmatch(path):
        return "workflow"
    name = os.path.basename(path).lower()
    if _COMPOSE.fullmatch(name):
        return "compose"
    if _APPLICATION.fullmatch(name):
        return "application"
    return "gitlab" if _GITLAB.fullmatch(path) else ""


def chunk_yaml_entries(path: str, text: str) -> list[Chunk] | None:
    """The jobs or services of a workflow, compose or GitLab CI file, the file's head and
    the lines between; None when ``path`` is none of those or the file is not of the
    shape (its whole-file chunk reads it)."""
    shape = entries_shape(path)
    if not shape:
        return None
    lines = text.split("\n")
    if "\r" in text:   # (Ocelot's and FluentValidation's workflows end their lines `\r\n`)
        lines = [ln.removesuffix("\r") for ln in lines]
    if shape == "gitlab":
        found = _entries(lines, 0, len(lines), 0)
        found = found and [e for e in found if e[0] not in _GITLAB_GLOBALS]
        container = ""
    elif shape == "application":
        return _application_chunks(path, lines)
    else:
        container = "jobs" if shape == "workflow" else "services"
        found = _section_entries(lines, container)
    if not found:
        return None
    made = [_chunk(path, lines, shape, container, *entry) for entry in found]
    chunks = [chunk for chunk, _ in made]
    return _between(path, lines, [(top, chunk.end) for chunk, top in made]) + chunks


def _application_chunks(path: str, lines: list[str]) -> list[Chunk] | None:
    """An application settings file's top-level blocks, the framework's (`spring:`) by its
    own blocks (`spring.datasource`), and the lines between; None when it has no block."""
    found = _entries(lines, 0, len(lines), 0)
    if not found:
        return None
    made: list[tuple[Chunk, int]] = []
    for key, first, last in found:
        inner = next((ln for ln in lines[first + 1:last + 1] if _content(ln)), "")
        indent = len(inner) - len(inner.lstrip(" "))
        nested = _entries(lines, first + 1, last + 1, indent) \
            if key in _FRAMEWORK_KEYS and indent else None
        if nested:
            # Its first block holds its key's line, and the comment above it when its own
            # says nothing (eladmin's `#配置数据源` over `spring:` / `  datasource:`).
            top, said = _comment_doc(lines, first)
            chunk, _ = _chunk(path, lines, "application", key, *nested[0])
            chunk.doc = chunk.doc or said
            made.append((chunk, top))
            made.extend(_chunk(path, lines, "application", key, *entry) for entry in nested[1:])
        else:
            made.append(_chunk(path, lines, "application", "", key, first, last))
    chunks = [chunk for chunk, _ in made]
    return _between(path, lines, [(top, chunk.end) for chunk, top in made]) + chunks


def _between(path: str, lines: list[str], spans: list[tuple[int, int]]) -> list[Chunk]:
    """The file's lines outside its entries' ``spans`` (0-based first row of each one's doc,
    1-based last row) as chunks of the file, a run each: its head (a workflow's `name:` and
    `on:` triggers) whatever it holds, a later run when it holds YAML (a compose file's
    `volumes:` after its services, a GitLab `variables:` between jobs; a stretch of code
    needs five lines to be a chunk, here three lines of `volumes:` name what the services
    mount) or five comment lines (Ocelot's `build-linux` job commented out under `jobs:`);
    a banner over a group of entries is none."""
    taken = bytearray(len(lines))   # per 0-based row, 1 when an entry or its doc holds it
    for top, end in spans:
        taken[top:end] = b"\x01" * (end - top)
    out: list[Chunk] = []
    row = 0
    while row < len(lines):
        if taken[row]:
            row += 1
            continue
        end = row
        while end < len(lines) and not taken[end]:
            end += 1
        first, last = row, end - 1
        while first <= last and not lines[first].strip():
            first += 1
        while last >= first and not lines[last].strip():
            last -= 1
        held = lines[first:last + 1]
        if held and (row == 0 or len(held) >= 5 or any(_content(ln) for ln in held)):
            chunk = whole_file_chunk(path, "\n".join(held), "yaml")
            chunk.start, chunk.end = first + 1, last + 1
            out.append(chunk)
        row = end
    return out


def _section_entries(lines: list[str], key: str) -> list[tuple[str, int, int]] | None:
    """The entries of the top-level mapping ``key`` (`jobs:`): their keys and 0-based first
    and last rows; None when there is none or it is no block mapping."""
    for row, line in enumerate(lines):
        match = _KEY.fullmatch(line) if line[:1] not in ("", " ", "#") else None
        if match is None or _unquoted(match.group(1)) != key:
            continue
        if not _COMMENT_VALUE.fullmatch(match.group(2) or ""):
            return None   # `jobs: {…}`, a flow mapping
        end = row + 1
        while end < len(lines) and (lines[end][:1] in ("", " ") or lines[end].startswith("#")):
            end += 1
        inner = next((ln for ln in lines[row + 1:end] if _content(ln)), "")
        indent = len(inner) - len(inner.lstrip(" "))
        return _entries(lines, row + 1, end, indent) if indent else None
    return None


def _entries(lines: list[str], lo: int, hi: int, indent: int) -> list[tuple[str, int, int]] | None:
    """The keys at ``indent`` in rows ``lo``..``hi`` (0-based, ``hi`` excluded), each with its
    first row and its last (blank lines and the comments at its indent or less below it
    left out: they are the next one's doc), but those holding a scalar; None when a line
    there is no key (a list)."""
    out: list[tuple[str, int, bool]] = []   # each key, its row, whether it holds a scalar
    for row in range(lo, hi):
        line = lines[row]
        if not _content(line):
            continue
        at = len(line) - len(line.lstrip(" "))
        if at > indent:
            continue
        if at < indent:
            return None
        if indent == 0 and line.rstrip() in ("---", "..."):
            continue   # a document's marker, between a GitLab component's `spec` and its jobs
        match = _KEY.fullmatch(line, at)
        key = _unquoted(match.group(1).strip()) if match else ""
        if not key or key == "-" or key.startswith("- "):
            return None
        value = match.group(2) if match else None
        out.append((key, row, bool(value and _SCALAR.match(value))))
    bounded = []
    for i, (key, first, scalar) in enumerate(out):
        last = out[i + 1][1] - 1 if i + 1 < len(out) else hi - 1
        while last > first and not _owned(lines[last], indent):
            last -= 1
        if not scalar:
            bounded.append((key, first, last))
    return bounded


def _content(line: str) -> bool:
    """Whether ``line`` holds YAML, not a blank or a comment."""
    stripped = line.lstrip(" ")
    return bool(stripped.strip()) and not stripped.startswith("#")


def _owned(line: str, indent: int) -> bool:
    """Whether ``line``, below an entry at ``indent``, is still the entry's: its YAML, or a
    comment indented into it (a step commented out)."""
    stripped = line.lstrip(" ")
    if not stripped.strip():
        return False
    return not stripped.startswith("#") or len(line) - len(stripped) > indent


def _chunk(path: str, lines: list[str], shape: str, container: str, key: str, first: int,
           last: int) -> tuple[Chunk, int]:
    """The chunk of the entry ``key`` on 0-based rows ``first``..``last``, and the row its
    doc comment starts on (``first`` when none is)."""
    indent = len(lines[first]) - len(lines[first].lstrip(" "))
    fields = _fields(lines, first + 1, last + 1, indent)
    # A job's `name:` is what the checks list shows; a comment on the key's line or above it
    # says what it is for, else a service is known by its image.
    signature, _, said = lines[first].strip().partition(" #")
    doc = fields.get("name", "") if shape == "workflow" else ""
    if not doc and said.strip():
        doc = clean_comment("#" + said)
    top, above = _comment_doc(lines, first)
    doc = doc or above
    if not doc and shape == "compose":
        doc = fields.get("image", "")
    return Chunk(path=path, lang="yaml", kind="section", name=key, container=container,
                 signature=signature[:SIGNATURE_MAX], doc=doc[:DOC_MAX], start=first + 1,
                 end=last + 1, text="\n".join(lines[first:last + 1])), top


def _fields(lines: list[str], lo: int, hi: int, indent: int) -> dict[str, str]:
    """The scalar values of an entry's own keys (its first level below ``indent``): `name`,
    `image`."""
    out: dict[str, str] = {}
    level = -1
    for line in lines[lo:hi]:
        if not _content(line):
            continue
        at = len(line) - len(line.lstrip(" "))
        level = at if level < 0 else level
        if at != level or at <= indent:
            continue
        match = _KEY.fullmatch(line, at)
        if match and match.group(2):
            value = _unquoted(match.group(2).split(" #", 1)[0].strip())
            if value and value[0] not in "|>&*!{[":
                out.setdefault(_unquoted(match.group(1)), value)
    return out


def _comment_doc(lines: list[str], row: int) -> tuple[int, str]:
    """The row the `#` comment right above ``row`` starts on and its text, unless it is
    configuration commented out (`# lint:`, `# - run: make`: a job disabled above the next
    one is no doc of it): ``row`` and ""."""
    top = comment_top(lines, row)
    said = [ln.lstrip(" ").lstrip("#").strip() for ln in lines[top:row]]
    keys = [m for m in map(_CONFIG_KEY.match, said) if m]
    if len(keys) > 1 or any(not m.group(1) for m in keys) or any(s[:2] == "- " for s in said):
        return row, ""
    # A banner over the comment heads a group of entries (self-hosted's `####` / `## Feature
    # Complete Sentry Snuba Consumers ##` / `####`): the lines below its last rule are this one's.
    rules = [i for i, ln in enumerate(lines[top:row])
             if len(ln.strip()) >= 3 and not any(ch.isalnum() for ch in ln)]
    top += rules[-1] + 1 if rules else 0
    return top, clean_comment("\n".join(lines[top:row])) if top < row else ""


def _unquoted(value: str) -> str:
    """A YAML scalar less its quotes and the blanks around it."""
    value = value.strip()
    return value[1:-1] if len(value) > 1 and value[0] in "\"'" and value[-1] == value[0] else value
