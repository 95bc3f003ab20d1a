"""File extension and file name to language, shared by the walk, the chunker and the ``lang`` filter.

Languages with a tree-sitter grammar get declaration chunks; ``markdown`` gets section chunks;
everything else known here is indexed as whole-file chunks under its language name.
"""
from __future__ import annotations

import os

# Languages whose chunks come from a tree-sitter grammar.
GRAMMAR_LANGUAGES: frozenset[str] = frozenset({
    "python", "javascript", "typescript", "tsx", "go", "rust", "java", "c", "cpp", "csharp",
    "ruby", "php", "kotlin", "swift", "scala", "bash",
})

EXTENSIONS: dict[str, str] = {
    ".py": "python", ".pyi": "python", ".pyw": "python",
    ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript",
    ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
    ".go": "go", ".rs": "rust", ".java": "java",
    ".c": "c", ".h": "c",
    ".cc": "cpp", ".cpp": "cpp", ".cxx": "cpp", ".hh": "cpp", ".hpp": "cpp", ".hxx": "cpp",
    ".cs": "csharp", ".rb": "ruby", ".rake": "ruby", ".php": "php",
    ".kt": "kotlin", ".kts": "kotlin", ".swift": "swift", ".scala": "scala", ".sc": "scala",
    ".sh": "bash", ".bash": "bash", ".zsh": "bash",
    ".md": "markdown", ".markdown": "markdown", ".mdx": "markdown",
    ".rst": "rst", ".txt": "text", ".adoc": "asciidoc",
    ".json": "json", ".yaml": "yaml", ".yml": "yaml", ".toml": "toml", ".ini": "ini",
    ".cfg": "ini", ".xml": "xml", ".html": "html", ".htm": "html", ".css": "css",
    ".scss": "scss", ".less": "less", ".sql": "sql", ".proto": "protobuf",
    ".graphql": "graphql", ".gql": "graphql", ".vue": "vue", ".svelte": "svelte",
    ".lua": "lua", ".pl": "perl", ".pm": "perl", ".r": "r", ".jl": "julia", ".dart": "dart",
    ".ex": "elixir", ".exs": "elixir", ".erl": "erlang", ".hs": "haskell", ".ml": "ocaml",
    ".clj": "clojure", ".zig": "zig", ".nim": "nim", ".m": "objc", ".mm": "objc",
    ".groovy": "groovy", ".gradle": "groovy", ".tf": "hcl", ".cmake": "cmake",
    ".ps1": "powershell", ".bat": "batch", ".tmpl": "template", ".tpl": "template",
}

FILENAMES: dict[str, str] = {
    "Makefile": "make", "makefile": "make", "GNUmakefile": "make", "Dockerfile": "docker",
    "CMakeLists.txt": "cmake", "Rakefile": "ruby", "Gemfile": "ruby", "Jenkinsfile": "groovy",
    "BUILD": "bazel", "WORKSPACE": "bazel", "Vagrantfile": "ruby",
}


def language_of(path: str) -> str:
    """The language name for a repo-relative path; ``text`` when nothing better is known.

    >>> language_of("src/app/main.py")
    'python'
    """
    base = os.path.basename(path)
    if base in FILENAMES:
        return FILENAMES[base]
    ext = os.path.splitext(base)[1].lower()
    return EXTENSIONS.get(ext, "text")


def known_languages() -> list[str]:
    """Every language name the ``lang`` filter accepts."""
    return sorted(set(EXTENSIONS.values()) | set(FILENAMES.values()) | {"text"})
