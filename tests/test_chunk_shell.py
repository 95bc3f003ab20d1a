"""Bash's declarations from the real grammar (`grammars.py`'s Bash rules): functions inside
a file-wide block, and Bats test cases.
"""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of

from chunk_fixtures import find_chunk as _find


def test_bash_functions_inside_a_file_wide_block_or_an_if_are_file_scope() -> None:
    # nvm's install.sh and nvm.sh wrap the whole script in `{ … }` so it runs only once fully
    # downloaded: nvm.sh, 4,961 lines and 118 functions, was one whole-file chunk.
    sh = ("#!/usr/bin/env bash\n\n{ # this ensures the entire script is downloaded #\n\n"
          "nvm_has() {\n  type \"$1\" > /dev/null 2>&1\n}\n\n"
          "if [ -n \"$ZSH_VERSION\" ]; then\n  nvm_shell() {\n    echo zsh\n  }\nelse\n"
          "  nvm_shell() {\n    echo bash\n  }\nfi\n\n"
          "nvm_do_install() {\n  helper() { echo inner; }\n  nvm_has git && helper\n}\n\n}\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("install.sh", sh, "bash")] == [
        ("function", "nvm_has", 5, 7), ("function", "nvm_shell", 10, 12),
        ("function", "nvm_shell", 14, 16), ("function", "nvm_do_install", 19, 22)]


def test_bats_files_are_bash_and_their_test_cases_functions() -> None:
    # bats-core's test/bats.bats (1,709 lines, 126 `@test`s) was language `text`, one
    # whole-file chunk. `@test "title" {` is no bash (bats rewrites it to a function before
    # bash reads it): tree-sitter-bash read a command `@test` and the case's lines as the
    # file's. A case is now a function named by its title, its lines and doc its own.
    src = ("#!/usr/bin/env bats\n\nbats_require_minimum_version 1.5.0\n\n"
           "setup() {\n  load test_helper\n}\n\n"
           "# The usage goes to stderr.\n"
           '@test "invalid option prints message and usage instructions" {\n'
           "  reentrant_run bats --invalid-option\n  [ $status -eq 1 ]\n}\n\n"
           "  @test 'single star in output is not a glob'   {\n  run echo '*'\n}\n\n"
           "@test no quotes at all {\n  true\n}\n")
    assert language_of("test/bats.bats") == "bash"
    chunks = chunk_file("test/bats.bats", src, "bash")
    title = "invalid option prints message and usage instructions"
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("function", "setup", 5, 7), ("function", title, 10, 13),
        ("function", "single star in output is not a glob", 15, 17),
        ("function", "no quotes at all", 19, 21)]
    case = _find(chunks, title)
    assert case.signature == f'@test "{title}"' and case.doc == "The usage goes to stderr."
    assert "--invalid-option" in case.text
