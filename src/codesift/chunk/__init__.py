"""Split a file into chunks: declarations (tree-sitter), Markdown sections, or the whole file.

``chunk_file`` is the only entry point. It never raises: any failure, an unknown language, a
grammar that does not load, a parse that is mostly errors, or a file without declarations
becomes one ``file`` chunk. Chunks come back sorted by (start, end descending), so a
container precedes its members.

Line conventions: ``start`` includes decorators, annotations and attributes written above a
declaration (a read from ``start`` shows them); the leading comment block is not included in
the lines but becomes ``doc``. Importing this package loads no grammar: each one is imported
the first time a file of its language is chunked, once per process.
"""
from __future__ import annotations

import os

from codesift.chunk.generated import generated_file, vendored_copy
from codesift.chunk.filekinds import ENV_FILE
from codesift.chunk.inner import FUNCTION_KINDS, inner_names
from codesift.chunk.summary import whole_file_chunk
from codesift.languages import GRAMMAR_LANGUAGES, snapshot_file
from codesift.model import HEADING_LANGUAGES, Chunk

__all__ = ["chunk_file", "whole_file_chunk"]


def chunk_file(path: str, text: str, lang: str) -> list[Chunk]:
    """Chunks for one file; ``path`` is repo-relative, ``lang`` from ``language_of(path)``."""
    # A UTF-8 byte-order mark opening the file is no text: left in, a Markdown file's first
    # heading was no heading, a Python module's docstring no docstring (FluentValidation's
    # CODE_OF_CONDUCT.md, 505 of Polly's files). Lines are the same without it.
    text = text.removeprefix("\ufeff")
    chunks = _chunks(path, text, lang)
    # A test's snapshot is a tool's output too: PublicApiGenerator's `*.verified.txt`, every
    # public signature of a library in one chunk, answered any question about its API.
    # A library's release copied in (`vendored_copy`) is no more the project's code.
    if generated_file(text) or snapshot_file(path) or vendored_copy(path, text, lang):
        for c in chunks:
            c.generated = True
    return chunks


# Templates of Jinja, Twig and Nunjucks the walk knows as text, read for their macros.
_TEMPLATE_SUFFIXES = (".j2", ".jinja", ".jinja2", ".twig", ".njk")
# Languages without a grammar whose own readers nest declarations (a type's methods, a
# Crystal type's), so a container keeps only its own lines as a grammar's does.
_READ_LANGUAGES = frozenset({"clojure", "erlang", "crystal", "r", "protobuf", "graphql",
                             "prisma"})


def _chunks(path: str, text: str, lang: str) -> list[Chunk]:
    """``chunk_file``'s chunks, by the reader of ``lang``; one whole-file chunk on failure."""
    try:
        # A merge conflict's sides are all read (``rewrite.py``). A conflict opens with
        # `<<<<<<<`: a reStructuredText title's `=======` underline alone is none.
        if "\n=======" in text and "<<<<<<<" in text:
            from codesift.chunk.rewrite import blank_conflict_markers

            text = blank_conflict_markers(text)
        chunks: list[Chunk] | None = None
        razor = lang == "text" and path.lower().endswith((".razor", ".cshtml"))
        if lang == "vimhelp":
            from codesift.chunk.vimhelp import chunk_vimhelp

            chunks = chunk_vimhelp(path, text)
        elif lang == "pod":
            from codesift.chunk.pod import chunk_pod

            chunks = chunk_pod(path, text)
        elif lang == "asciidoc":
            from codesift.chunk.asciidoc import chunk_asciidoc

            chunks = chunk_asciidoc(path, text)
        elif lang == "odoc":
            from codesift.chunk.mld import chunk_mld

            chunks = chunk_mld(path, text)
        elif lang in HEADING_LANGUAGES:
            from codesift.chunk.markdown import chunk_markdown

            chunks = chunk_markdown(path, text, lang)
        elif lang in GRAMMAR_LANGUAGES:
            from codesift.chunk.tree import chunk_tree

            chunks = chunk_tree(path, text, lang)
        elif lang == "clojure":   # no grammar: its forms are read by `clojure.py`'s reader
            from codesift.chunk.clojure import chunk_clojure

            chunks = chunk_clojure(path, text)
        elif lang == "erlang":   # no grammar: its forms are read by `erlang.py`'s scanner
            from codesift.chunk.erlang import chunk_erlang

            chunks = chunk_erlang(path, text)
        elif lang == "crystal":   # no grammar: its declarations are read by `crystal.py`
            from codesift.chunk.crystal import chunk_crystal

            chunks = chunk_crystal(path, text)
        elif lang == "r":   # no grammar: its functions and classes are read by `r_lang.py`
            from codesift.chunk.r_lang import chunk_r

            chunks = chunk_r(path, text)
        elif lang == "protobuf":   # no grammar: its blocks are read by `protobuf.py`
            from codesift.chunk.protobuf import chunk_protobuf

            chunks = chunk_protobuf(path, text)
        elif lang == "graphql":   # no grammar: its definitions are read by `graphql.py`
            from codesift.chunk.graphql import chunk_graphql

            chunks = chunk_graphql(path, text)
        elif lang == "prisma":   # no grammar: its blocks are read by `prisma.py`
            from codesift.chunk.prisma import chunk_prisma

            chunks = chunk_prisma(path, text)
        elif lang == "sql":   # no grammar: its statements are read by `sql.py`'s scanner
            from codesift.chunk.sql import chunk_sql

            chunks = chunk_sql(path, text)
        elif lang == "yaml":
            # A CI workflow's jobs, a compose file's services (``yaml_entries.py``); any other
            # YAML file is read whole.
            from codesift.chunk.yaml_entries import chunk_yaml_entries

            chunks = chunk_yaml_entries(path, text)
        elif lang == "text" and ENV_FILE.fullmatch(os.path.basename(path)):
            # An environment file's settings, each a variable (``env_entries.py``).
            from codesift.chunk.env_entries import chunk_env_entries

            chunks = chunk_env_entries(path, text)
        elif lang == "toml":
            # A settings file's tables, a section each (``settings_tables.py``).
            from codesift.chunk.settings_tables import chunk_toml_tables

            chunks = chunk_toml_tables(path, text, lang)
        elif lang == "ini" or lang == "text" and _ini_named(path):
            # An INI file's sections, a section each (``settings_tables.py``).
            from codesift.chunk.settings_tables import chunk_ini_sections

            chunks = chunk_ini_sections(path, text, lang)
        elif lang == "docker":
            # A multi-stage Dockerfile's stages, a section each (``dockerfile_stages.py``).
            from codesift.chunk.dockerfile_stages import chunk_dockerfile_stages

            chunks = chunk_dockerfile_stages(path, text)
        elif lang == "xml" and "values/" in path:
            # An Android app's default string resources, each a variable (``android_values.py``).
            from codesift.chunk.android_values import chunk_android_values, is_default_values

            chunks = chunk_android_values(path, text) if is_default_values(path, text) else None
        elif razor:
            # A Razor page's `@code { … }` members, C# (``razor.py``); its markup is the file's.
            from codesift.chunk.razor import chunk_razor

            chunks = chunk_razor(path, text)
        elif lang in ("html", "template") or lang == "text" and path.endswith(_TEMPLATE_SUFFIXES):
            # A page's named templates and macros (``templates.py``); a page of none is whole.
            from codesift.chunk.templates import chunk_templates

            chunks = chunk_templates(path, text, lang)
        # A Python file that declares nothing but lower-case names (a script, a `conf.py`)
        # reads better whole: its words are in its statements, its summary in its docstring;
        # unless a name is documented by the string below it, an API's (``documented_below``).
        if chunks and (lang != "python" or any(c.kind not in ("variable", "file") for c in chunks)
                       or _documented_names(chunks, text)):
            chunks.sort(key=lambda c: (c.start, -c.end))
            if lang in GRAMMAR_LANGUAGES or lang in _READ_LANGUAGES or razor:
                _own_text(chunks, text.split("\n"))
            else:
                for c in chunks:
                    c.inner = inner_names(c.text, c.kind, c.lang)
            return chunks
    except Exception:  # the chunker must never take indexing down with it
        # ...but a bug in a rule must not hide as a whole-file chunk where one is looked for:
        # a rule calling a name a split had renamed lost TypeScript files their declarations.
        if os.environ.get("CODESIFT_DEBUG"):
            raise
    return [whole_file_chunk(path, text, lang)]


def _ini_named(path: str) -> bool:
    """Whether ``path``, text to the walk, is an INI file by its name (`.flake8`)."""
    from codesift.chunk.settings_tables import is_ini_file

    return is_ini_file(os.path.basename(path))


def _documented_names(chunks: list[Chunk], text: str) -> bool:
    """Whether a Python module's names include one its attribute docstring documents."""
    from codesift.chunk.grammars_python import documented_below

    lines = text.split("\n")
    return any(documented_below(c, lines) for c in chunks)


def _own_text(chunks: list[Chunk], lines: list[str]) -> None:
    """Give each chunk (``chunks`` sorted) the file's ``lines`` it spans, less those a member
    chunk holds; a function-like chunk's ``inner`` names come from all of its lines.

    A class's methods are chunks of their own: with their words in the class's body too, the
    class matched whatever its first methods say, and its hit, spanning them, hid the method
    that matched. Each word now counts where it is written: the class keeps its header,
    docstring and whatever lies between its members, less the comment that is a member's
    doc (got's ``Options`` held 2,000 lines of its getters' JSDoc).

    The text is cut from ``lines`` by row ranges, never first joined whole: 10,000 nested
    Rust modules (a 150 KB file) held every level's full span at once, 2 GB and 78 s.
    """
    open_: list[tuple[Chunk, list[Chunk]]] = []   # containers and their members
    for c in chunks:
        full = "\n".join(lines[c.start - 1:c.end]) if c.kind in FUNCTION_KINDS else ""
        c.inner = inner_names(full, c.kind, c.lang)
        while open_ and open_[-1][0].end < c.end:
            _keep_own_lines(*open_.pop(), lines)
        if open_ and (c.start, c.end) != (open_[-1][0].start, open_[-1][0].end):
            open_[-1][1].append(c)
        open_.append((c, []))
    while open_:
        _keep_own_lines(*open_.pop(), lines)


_LINE_COMMENT = ("//", "#", "--", "*", ";")


def comment_above(lines: list[str], first: int, top: int, lang: str = "") -> int:
    """The row where the comment block right above row ``first`` begins (rows 0-based), below
    row ``top``; ``first`` when the line above is no comment. A declaration's lines begin at
    its header (or its attributes and decorators), so its doc comment is this block: a
    `/* … */` up to its `/*` line (OCaml's `(* … *)` to its `(*`), or a run of line comments
    (`//`, `///`, `#`, `--`).

    >>> comment_above(["x = 1", "// New makes one.", "// Cheap.", "func New() {"], 3, -1)
    1
    """
    i = first - 1
    if i <= top:
        return first
    closing = lines[i].rstrip()[-2:]
    if closing == "*/" or closing == "*)" and lang == "ocaml":
        opening = "/*" if closing == "*/" else "(*"
        while i > top and opening not in lines[i]:
            i -= 1
        return max(i, top + 1)   # the `/*` line too, unless it is the row ``top``'s
    while i > top and lines[i].lstrip().startswith(_LINE_COMMENT):
        i -= 1
    return i + 1


def _keep_own_lines(c: Chunk, members: list[Chunk], lines: list[str]) -> None:
    """Set ``c.text`` to its rows (0-based ``top``..``end``) outside its ``members`` and the
    comment right above each member that has a doc."""
    top, end = c.start - 1, min(c.end, len(lines)) - 1
    dropped: list[tuple[int, int]] = []   # row ranges, inclusive
    for m in members:
        # A member on the container's first line (`export class X {`) leaves that line.
        first = max(m.start, c.start + 1) - 1
        dropped.append((first, m.end - 1))
        if m.doc:   # its comment is its doc: drop the block just above it
            dropped.append((comment_above(lines, first, top, c.lang), first - 1))
    kept: list[str] = []
    row = top
    for lo, hi in sorted(dropped):
        kept.extend(lines[row:min(lo, end + 1)])
        row = max(row, hi + 1)
    kept.extend(lines[row:end + 1])
    c.text = "\n".join(kept)
