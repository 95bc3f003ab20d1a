"""Declarations whose body is another file: Rust's ``mod mmap;`` stands for ``mmap.rs``.

Its one line is all that matches in its own file, and what it names lives elsewhere: as an
answer it sends the agent to read one line (``mod mmap;``) while the module's file, which
holds what was asked about, ranks below it or nowhere (`mmap` put ``searcher/mod.rs:27``
first and ``searcher/mmap.rs`` outside the top three). So its hit stands for that file.

>>> module_file("crates/searcher/src/searcher/mod.rs", "mmap",
...             {"crates/searcher/src/searcher/mmap.rs"})
'crates/searcher/src/searcher/mmap.rs'
>>> module_file("src/flags.rs", "parse", {"src/flags/parse/mod.rs"})
'src/flags/parse/mod.rs'
"""
from __future__ import annotations

import posixpath
from collections.abc import Callable, Collection

# Files whose `mod x;` children sit beside them; any other `foo.rs` keeps its in `foo/`.
_ROOT_FILES = frozenset({"mod.rs", "lib.rs", "main.rs"})
# Lines a `mod name;` chunk may span: the declaration and the attributes above it
# (`#[cfg(test)]`, `#[path = "…"]`); a module with a body of its own is longer.
_DECLARATION_LINES = 3
# Chunks of the loaded file looked at for its best: the first may itself be a `mod x;`.
_BEST_OF = 3


def declares_file_module(d: dict) -> bool:
    """A Rust ``mod name;``: a top-level module chunk without a body of its own."""
    return (d["kind"] == "module" and d["lang"] == "rust" and not d["container"]
            and d["end"] - d["line"] < _DECLARATION_LINES)


def module_file(path: str, name: str, paths: Collection[str]) -> str | None:
    """The indexed file that ``mod name;`` in ``path`` loads, by Rust's two layouts."""
    folder, base = posixpath.split(path)
    if base not in _ROOT_FILES:
        folder = posixpath.join(folder, base.rsplit(".", 1)[0])
    for candidate in (posixpath.join(folder, name + ".rs"),
                      posixpath.join(folder, name, "mod.rs")):
        if candidate in paths:
            return candidate
    return None


def follow_file_modules(fused: dict[tuple[int, int], float],
                        strength: dict[tuple[int, int], float],
                        doc_of: Callable[[tuple[int, int]], dict],
                        paths: Callable[[], Collection[str]],
                        best_of: Callable[[str, int], list[tuple[int, int]]],
                        prior_of: Callable[[str], float]) -> None:
    """Give each ``mod name;`` hit's score and bonus to its file's best chunk (``best_of``
    gives a file's ``n`` best) that is no ``mod name;`` itself, and drop it; a declaration
    whose file is not indexed, or filtered out, stays.

    The score moves under the loaded file's path prior (``prior_of``): ``mod tests;`` in a
    source file hands its score to ``tests.rs``, a test file, demoted as any other test.
    """
    declarations = [key for key in fused if declares_file_module(doc_of(key))]
    if not declarations:
        return
    indexed = set(paths())
    for key in declarations:
        d = doc_of(key)
        target = module_file(d["path"], d["name"], indexed)
        chunks = [k for k in best_of(target, _BEST_OF) if not declares_file_module(doc_of(k))] \
            if target else []
        if not chunks:
            continue
        shown = chunks[0]
        score = fused.pop(key) * prior_of(target) / prior_of(d["path"])
        fused[shown] = max(fused.get(shown, 0.0), score)
        if key in strength:
            strength[shown] = max(strength.get(shown, 0.0), strength.pop(key))
