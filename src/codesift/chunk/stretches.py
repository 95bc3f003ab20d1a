"""The code of a file outside every declaration found, as chunks: a stretch each.

Two kinds of file leave code outside their declarations that an agent asks about: one the
grammar mostly could not parse (jq's util.c, posh-git's GitTabExpansion.ps1), whose functions
found are kept and the rest read as stretches of its lines; and a script, whose option loop and
messages run between its functions (bats's 250-line argument loop printing "Bad command line
option"). ``stretches`` makes each stretch a ``file`` chunk named by the file, its first
meaningful line its doc; for a script, ``code_rows`` says which rows run code.
"""
from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING

from codesift.chunk.base import Spec
from codesift.chunk.base import end_row as _end_row
from codesift.model import Chunk

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


# A stretch of a badly parsed file outside every declaration found becomes a chunk when it
# holds at least this many non-blank lines, this many of them code (fewer is the imports,
# comments and `#endif`s between declarations; the file channel still holds their words).
_REST_LINES = 5
_REST_CODE_LINES = 2
_NOT_CODE = ("#", "//", "/*", "*", "--", ";", "<!--")
# A language's own comment marks besides: Erlang's `%` (a function's `%% @doc` block above it
# was a stretch of its own, no code in it).
_NOT_CODE_OF = {"erlang": ("%",)}
_C_DIRECTIVE_LANGS = frozenset({"c", "cpp", "objc", "csharp"})
_DIRECTIVE = compiled(r"\s*#\s*[a-z]+\b")


# Languages whose files run code between their declarations: a shell, Perl or PowerShell
# script's option loop, a Lua module's setup. Well parsed, their stretches outside every
# declaration are chunks too (``stretches`` with the rows ``code_rows`` finds), when they hold this
# many lines of code.
SCRIPT_LANGS = frozenset({"bash", "powershell", "perl", "lua"})
# Build files in Scala run their settings between their declarations too: scopt's build.sbt
# `ThisBuild / scalaVersion := scala213`, a Mill build's top-level calls; and so does an
# Elixir script (`.exs`): a configuration script's `mode = case System.get_env(…)` between
# its `config` sections (hexpm's runtime.exs), a seeds script's inserts.
# So do Ruby's views and DSL files (``languages.py``): a Jbuilder view's `json.…` lines under
# the helper it defines (feedbin's podcast feed view, 55 lines under `def summary(entry)`), a
# Fastfile's lanes beside its functions.
SCRIPT_SUFFIXES = (".sbt", ".mill", ".exs", ".jbuilder", ".builder", ".rabl", ".ru", ".thor",
                   ".gemspec", ".podspec", "/Guardfile", "/Podfile", "/Capfile", "/Brewfile",
                   "/Fastfile", "/Appfile", "/Dangerfile", "/Steepfile", "/Thorfile",
                   "/Berksfile")
_SCRIPT_CODE_LINES = 3
# Statements that run nothing: a Lua `#!` line (the others' are comments), Perl's `__END__` and
# the POD and data after it, C#'s `using` and `extern alias` lines.
_NO_CODE = frozenset({"hash_bang_line", "pod", "eof_marker", "data_section",
                      "using_directive", "extern_alias_directive"})   # C#'s imports
# A statement that brings other code in, from its first character: Perl's `use`/`no`/`require`,
# Lua's `require` (a local bound to one too), a shell's `source`/`.` (nvm's tests write
# `\. ../../nvm.sh`) and Bats's `load`, PowerShell's `Import-Module`, `using module` and
# dot-sourcing (`. $PSScriptRoot\Utils.ps1`).
_IMPORTING = compiled(
    rb"(?i)(?:(?:use|no)\s+[\w:]|require\b|(?:source|load|\\?\.)\s+\S|import-module\b"
    rb"|using\s+(?:module|namespace|assembly)\b|[\w.,\s]+=\s*require\b)")


def top_level_program(grammar: str, root: Node) -> bool:
    """Whether a C# file runs top-level statements (a Program.cs's `var app = builder.Build();`
    lines): they run between its local functions as a script's code does."""
    return grammar == "csharp" and any(
        c.type == "global_statement" and c.named_child_count
        and c.named_children[0].type != "local_function_statement" for c in root.children)


def covered_rows(chunks: list[Chunk], count: int) -> bytearray:
    """Per 1-based row of a file of ``count`` lines, 1 when a chunk holds it."""
    covered = bytearray(count + 2)
    for c in chunks:
        covered[c.start:c.end + 1] = b"\x01" * (c.end + 1 - c.start)
    return covered


def code_rows(root: Node, spec: Spec, src: bytes, covered: bytearray) -> set[int]:
    """The 1-based rows outside every chunk (``covered``, from ``covered_rows``) of a file's statements that run
    code: not its comments (Perl's POD, PowerShell's `<# … #>` and Lua's `--[[ … ]]` too),
    ``_NO_CODE`` nor an import (``_IMPORTING``). A ``transparent`` node, or one holding a
    declaration below its first line (busted's `return function(busted) … end`, whose
    functions are the file's; not a value whose chunk is its first line), is read down: its
    statements judged each, its own keywords and braces (`if … then`, `fi`, `}`) code rows
    when a statement inside it is, so a stretch ends at its `fi`, a factory's comments are no
    code, and a Lua `local x = require "x"` (a transparent declaration) stays an import."""
    rows: set[int] = set()
    keywords: list[tuple[int, int, list[int]]] = []   # (first row, last row, keyword rows)
    stack = [root]
    while stack:
        for child in stack.pop().named_children:
            first, last = child.start_point.row + 1, _end_row(child) + 1
            held = covered[first:last + 1]
            if held.count(0) == 0:
                continue
            if child.type in spec.transparent or not held[0] and held.count(1):
                stack.append(child)
                keywords.append((first, last, [t.start_point.row + 1 for t in child.children
                                               if not t.is_named]))
            elif child.type not in spec.comments and child.type not in _NO_CODE \
                    and not _IMPORTING.match(src, child.start_byte,
                                             min(child.end_byte, child.start_byte + 500)):
                rows.update(range(first, last + 1))
    ordered = sorted(rows)
    for first, last, held_rows in keywords:
        at = bisect_left(ordered, first)
        if at < len(ordered) and ordered[at] <= last:
            rows.update(held_rows)
    return rows


def module_call_rows(root: Node, covered: bytearray) -> set[int]:
    """The 1-based rows outside every chunk of a Python module's call statements at its top
    level: httpie's 90 `sessions.add_argument('--session', …)` options (716 lines of its
    cli/definition.py), jsonschema's `parser.add_argument(…)`, a setup.py's `setup(…)` under
    its helpers were in no chunk, their flags and messages found in no declaration (151 of
    3,848 Python files with declarations hold three such lines or more). Not its assignments,
    imports or `if` blocks: a module's own names and branches are its declarations."""
    rows: set[int] = set()
    for child in root.named_children:
        if child.type == "expression_statement" and child.named_child_count \
                and child.named_children[0].type == "call":
            first, last = child.start_point.row + 1, _end_row(child) + 1
            if covered[first:last + 1].count(0):
                rows.update(range(first, last + 1))
    return rows


def ocaml_run_rows(root: Node, covered: bytearray) -> set[int]:
    """The 1-based rows outside every chunk of an OCaml file's top-level code that runs: a
    `let () = …` or `let _ = …` (a binding naming nothing, no declaration) and a `;;`
    expression. lwt's test `main.ml` files' `let () = Test.run "retry" [suite]`, cmdliner's
    `let () = if !Sys.interactive then () else exit (main ())` guards were in no chunk in a file
    that declares something. Not its `open`s: they run nothing of its own."""
    rows: set[int] = set()
    for child in root.named_children:
        if child.type in ("value_definition", "expression_item"):
            first, last = child.start_point.row + 1, _end_row(child) + 1
            if covered[first:last + 1].count(0):
                rows.update(range(first, last + 1))
    return rows


def stretches(path: str, text: str, lang: str, chunks: list[Chunk],
          code: set[int] | None = None) -> list[Chunk]:
    """The stretches of a file no declaration covers, as chunks of kind ``file`` (named by the
    file, the stretch's first meaningful line as their doc). With ``code`` (1-based rows of
    statements that run code), a stretch needs ``_SCRIPT_CODE_LINES`` of them, and ends at its
    last: the comment below it is the next declaration's doc."""
    if code is not None and len(code) < _SCRIPT_CODE_LINES:
        # No stretch can hold enough code rows: most Python modules call nothing at their top
        # level, and splitting and scanning each one's lines again cost 2% of Django's chunking.
        return []
    from codesift.chunk import whole_file_chunk

    lines = text.split("\n")
    covered = covered_rows(chunks, len(lines))
    out: list[Chunk] = []
    row = 1
    while row <= len(lines):
        if covered[row] or not lines[row - 1].strip():
            row += 1
            continue
        end = row
        while end < len(lines) and not covered[end + 1]:
            end += 1
        while not lines[end - 1].strip():
            end -= 1
        if code is not None:
            ran = [r for r in range(row, end + 1) if r in code and lines[r - 1].strip()]
            if len(ran) < _SCRIPT_CODE_LINES:
                row = end + 1
                continue
            end = ran[-1]
        stretch = lines[row - 1:end]
        filled = [ln.strip() for ln in stretch if ln.strip()]
        if code is not None or len(filled) >= _REST_LINES and \
                sum(not ln.startswith(_NOT_CODE + _NOT_CODE_OF.get(lang, ()))
                    for ln in filled) >= _REST_CODE_LINES:
            # Described by its first meaningful line; in C, by its code, not by an `#endif`.
            described = [ln for ln in stretch if not _DIRECTIVE.match(ln)] \
                if lang in _C_DIRECTIVE_LANGS else stretch
            rest = whole_file_chunk(path, "\n".join(described), lang)
            rest.text, rest.start, rest.end = "\n".join(stretch), row, end
            out.append(rest)
        row = end + 1
    return out
