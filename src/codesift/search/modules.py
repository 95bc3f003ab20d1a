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


def declares_file_module(d: dict) -> bool:
    """A Rust ``mod name;``: a module chunk of one line, without a body of its own."""
    return (d["kind"] == "module" and d["lang"] == "rust" and d["line"] == d["end"]
            and not d["container"])


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
                        best_of: Callable[[str], list[tuple[int, int]]]) -> None:
    """Give each ``mod name;`` hit's score and bonus to its file's best chunk (``best_of``)
    and drop it; a declaration whose file is not indexed, or filtered out, stays."""
    declarations = [key for key in fused if declares_file_module(doc_of(key))]
    if not declarations:
        return
    indexed = set(paths())
    for key in declarations:
        d = doc_of(key)
        target = module_file(d["path"], d["name"], indexed)
        chunks = best_of(target) if target else []
        if not chunks:
            continue
        shown = chunks[0]
        fused[shown] = max(fused.get(shown, 0.0), fused.pop(key))
        if key in strength:
            strength[shown] = max(strength.get(shown, 0.0), strength.pop(key))
