"""A settings file's tables, a section each: TOML's `[tool.pytest.ini_options]` and
`[[bin]]` (pyproject.toml, Cargo.toml, ruff.toml, netlify.toml), INI's `[testenv:docs]`
(setup.cfg, tox.ini, `.flake8`, `.editorconfig`), named by their header.

An agent asks "where is pytest configured" or "which ruff rules are ignored"; the file was
one whole-file chunk (a pyproject.toml of 15 tables, its `[tool.ruff.lint]` one of them), so
the answer was the file at best, never the table. Each table header outside a value (no
line of an array or a multi-line string) opens a `section` named by its key path
(`tool.pytest.ini_options`, a quoted part kept as written), signed by the header, documented
by the `#` comment right above it (config commented out is no doc, a banner's rules left
out), running to the next table's comment; its keys and values are its text. The lines above
the first table are the file's chunk, and a manifest's description (``manifests.py``) stays
its summary, or, the file opening with its table, the doc of the table that declares it.

A file of one table reads better whole (`.cargo/config.toml`'s `[build]`), and so do one of
fewer than 20 lines of settings (click's example projects' pyproject.toml) and one of more
tables than ``_MOST`` (a data file of translations, a test's fixture): an answer
wants a place among a few, not one line among hundreds. A file TOML cannot read (a
cookiecutter template's `{{ cookiecutter.name }}`) stays whole; lock files never reach here
(the walk leaves `Cargo.lock`, `poetry.lock`, `uv.lock` out).

An INI file's sections are read alike, a header at the margin (an indented line goes on a
value), `;` comments too; a line at the margin that is no header, comment nor setting makes
the file no INI file, whole.
"""
from __future__ import annotations

import os

from codesift.chunk.base import SIGNATURE_MAX, capped, comment_top
from codesift.chunk.doctext import DOC_MAX, clean_comment
from codesift.chunk.manifests import manifest_description
from codesift.chunk.summary import whole_file_chunk
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A table's header, `[a.b]` or `[[a.b]]`, a key path of bare and quoted parts (`[target.
# 'cfg(unix)'.dependencies]`), a comment after it. Parts hold no blank or dot, so the path
# cannot backtrack over its own splits (linear on a long line).
_PART = r"(?:[A-Za-z0-9_-]+|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*')"
_TOML_HEADER = compiled(r"[ \t]*(\[\[?)[ \t]*(" + _PART + r"(?:[ \t]*\.[ \t]*" + _PART
                        + r")*)[ \t]*(\]\]?)[ \t]*(#.*)?")
# What a value line holds that matters to where the next header may be: a string (its
# brackets are none), a multi-line string's opening, a comment, a bracket.
_TOML_TOKENS = compiled(r"\"\"\"|'''|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*'|#.*|[\[\]{}]")
_TOML_CLOSERS = {'"""': compiled(r'(?:[^"\\]|\\.|"(?!""))*"""'),
                 "'''": compiled(r"(?:[^']|'(?!''))*'''")}
# A comment's line that is configuration commented out (`# line-length = 100`, `# [tool.x]`):
# no doc of the table below it. Not a label's colon (`# Note: the docs build`), prose's.
_COMMENTED_SETTING = compiled(r"[ \t]*[#;][ \t]*(?:\[[^\]]*\][ \t]*$|[\w.\"'-]+[ \t]*=)")
_RULE = compiled(r"[ \t]*[#;][\s#;=*~_+-]*")
# A file of fewer settings' lines is the place already: whole (click's 18-line example
# pyproject.toml files, four tables each).
_FEWEST_LINES = 20
# More tables than this is data, no configuration: the file stays whole.
_MOST = 200
# A file TOML reads past this size is no settings file an agent asks about (and parsing it
# to be certain costs): whole.
_READ_MAX = 256_000
# The tables a manifest's description is read from (``manifests.py``).
_MANIFEST_TABLES = ("package", "workspace.package", "project", "tool.poetry")
# An INI section's header at the margin (`[testenv:docs]`, `[submodule "vendor/x"]`,
# `[*.{js,py}]`), a comment after it.
_INI_HEADER = compiled(r"\[([^\]\n]+)\][ \t]*([#;].*)?")
# Files INI by name the walk reads as text (`.ini` and `.cfg` are INI by their suffix). Not
# `.gitmodules`: a list of `[submodule "x"]` paths and URLs, read whole (PromiseKit's 23).
_INI_NAMES = frozenset({
    ".flake8", ".editorconfig", ".coveragerc", ".pylintrc", "pylintrc",
    ".pypirc", ".gitconfig", ".hgrc", ".pydocstyle", ".pycodestyle", ".pep8", ".bandit",
    ".sqlfluff", ".style.yapf"})
# setup.cfg's description is read from its `[metadata]` (``manifests.py``).
_INI_MANIFEST_SECTIONS = ("metadata",)
# A header: its 0-based row, name, signature, and the comment after it on its line.
Header = tuple[int, str, str, str]


def chunk_toml_tables(path: str, text: str, lang: str) -> list[Chunk] | None:
    """The tables of a TOML file, a section each, and its head; None when it holds fewer
    than two or more than ``_MOST``, fewer than ``_FEWEST_LINES`` lines of settings, or is
    no TOML."""
    if len(text) > _READ_MAX:
        return None
    lines = text.split("\n")
    if "\r" in text:
        lines = [ln.removesuffix("\r") for ln in lines]
    if sum(1 for ln in lines if ln.strip() and not ln.lstrip().startswith("#")) < _FEWEST_LINES:
        return None
    headers = _toml_headers(lines)
    # A run of one array's tables (`[[bench]]` after `[[bench]]`) is one list: one section.
    headers = headers and [h for i, h in enumerate(headers)
                           if not (i and h[2][:2] == "[[" and h[2] == headers[i - 1][2])]
    if headers is None or not 2 <= len(headers) <= _MOST or not _reads_as_toml(text):
        return None
    return _sections(path, lines, headers, lang, _MANIFEST_TABLES)


def chunk_ini_sections(path: str, text: str, lang: str) -> list[Chunk] | None:
    """The sections of an INI file (setup.cfg, tox.ini, .flake8), a section each, and its
    head; None when it holds fewer than two or more than ``_MOST``, fewer than
    ``_FEWEST_LINES`` lines of settings, or a line at the margin that is no header, comment
    or setting (no INI file)."""
    if len(text) > _READ_MAX:
        return None
    lines = text.split("\n")
    if "\r" in text:
        lines = [ln.removesuffix("\r") for ln in lines]
    headers: list[Header] = []
    settings = 0
    for row, line in enumerate(lines):
        if not line.strip() or line.lstrip().startswith(("#", ";")):
            continue
        settings += 1
        if line[0] in " \t":
            continue   # a value going on, or a key indented (`.gitmodules`)
        found = _INI_HEADER.fullmatch(line)
        if found is not None:
            name = " ".join(found.group(1).split())
            headers.append((row, name, f"[{name}]", found.group(2) or ""))
            if len(headers) > _MOST:
                return None
        elif "=" not in line and ":" not in line:
            return None
    if not 2 <= len(headers) or settings < _FEWEST_LINES:
        return None
    return _sections(path, lines, headers, lang, _INI_MANIFEST_SECTIONS)


def is_ini_file(name: str) -> bool:
    """Whether a file the walk knows as text, named ``name``, is INI: a tool's settings
    (`.flake8`, `.editorconfig`, `.coveragerc`) or PHP's samples
    (`php.ini-development`).

    >>> is_ini_file(".flake8"), is_ini_file("php.ini-production"), is_ini_file(".npmrc")
    (True, True, False)
    """
    return name in _INI_NAMES or name.startswith("php.ini-")


def _reads_as_toml(text: str) -> bool:
    """Whether ``text`` is TOML (a template's placeholders are none)."""
    import tomllib

    try:
        tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return False
    return True


def _toml_headers(lines: list[str]) -> list[Header] | None:
    """Each table header's 0-based row, name, signature (`[tool.ruff]`) and the comment
    after it; None past ``_MOST``. A line inside an array or a multi-line string is none."""
    out: list[Header] = []
    depth = 0            # brackets open in values above
    closer = ""          # the multi-line string open, `"""` or `'''`
    for row, line in enumerate(lines):
        at = 0
        if closer:
            end = _TOML_CLOSERS[closer].match(line)
            if end is None:
                continue
            closer, at = "", end.end()
        elif depth == 0 and line.lstrip().startswith("["):
            found = _TOML_HEADER.fullmatch(line)
            if found and len(found.group(1)) == len(found.group(3)):
                name = _key_path(found.group(2))
                out.append((row, name, found.group(1) + name + found.group(3),
                            found.group(4) or ""))
                if len(out) > _MOST:
                    return None
                continue
        while (token := _TOML_TOKENS.search(line, at)) is not None:
            mark, at = token.group(), token.end()
            if mark in ('"""', "'''"):
                end = _TOML_CLOSERS[mark].match(line, at)
                if end is None:
                    closer = mark
                    break
                at = end.end()
            elif mark in "[{":
                depth += 1
            elif mark in "]}":
                depth = max(depth - 1, 0)
    return out


def _key_path(written: str) -> str:
    """A header's key path with the blanks around its dots gone (`tool . ruff` is
    `tool.ruff`)."""
    return ".".join(part.strip() for part in _split_path(written))


def _split_path(written: str) -> list[str]:
    """A key path's parts, a quoted part's dots its own."""
    parts, current, quote = [], [], ""
    for ch in written:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch == ".":
            parts.append("".join(current))
            current = []
            continue
        current.append(ch)
    parts.append("".join(current))
    return parts


def _sections(path: str, lines: list[str], headers: list[Header], lang: str,
              manifest_tables: tuple[str, ...]) -> list[Chunk]:
    """The section chunks of ``headers`` and the file's head."""
    # Each table's doc's first row, and the row its comment starts on (a banner's over it).
    tops, blocks = zip(*(_doc_top(lines, row) for row, _, _, _ in headers))
    chunks: list[Chunk] = []
    for at, (row, name, signature, after) in enumerate(headers):
        end = blocks[at + 1] - 1 if at + 1 < len(headers) else len(lines) - 1
        while end > row and not lines[end].strip():
            end -= 1
        doc = clean_comment("\n".join(ln for ln in lines[tops[at]:row]
                                      if not _RULE.fullmatch(ln))) if tops[at] < row else ""
        doc = doc or (clean_comment("#" + after.lstrip("#;")) if after.strip("#; \t") else "")
        chunks.append(Chunk(path=path, lang=lang, kind="section", name=name, container="",
                            signature=capped(signature, SIGNATURE_MAX), doc=capped(doc, DOC_MAX),
                            start=row + 1, end=end + 1, text="\n".join(lines[row:end + 1])))
    described = manifest_description(os.path.basename(path), "\n".join(lines))
    head = "\n".join(lines[:tops[0]]).rstrip()
    if head.strip():
        file_chunk = whole_file_chunk(path, head, lang)
        file_chunk.doc = described or file_chunk.doc
        chunks.insert(0, file_chunk)
    elif described:
        # The file opens with its tables: the one the description is read from says it.
        own = next((c for c in chunks if c.name in manifest_tables and not c.doc), None)
        if own is not None:
            own.doc = described
    return chunks


def _doc_top(lines: list[str], row: int) -> tuple[int, int]:
    """The first row of the comment right above ``row`` that documents it, and the first row
    of that comment's block: ``row`` for both when it is configuration commented out (then
    the table above's lines); a banner heading a group of tables over the doc is no table's
    (its lines are none of the table above's either)."""
    top = comment_top(lines, row, ("#", ";"))
    said = lines[top:row]
    if any(_COMMENTED_SETTING.match(ln) for ln in said):
        return row, row
    rules = [i for i, ln in enumerate(said) if _RULE.fullmatch(ln) and len(ln.strip()) >= 3]
    if rules and rules[-1] > 0:
        return top + rules[-1] + 1, top
    return top, top
