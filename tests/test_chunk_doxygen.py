"""Doxygen's structural commands: a `@file` block is the file's doc, not a declaration's."""
from __future__ import annotations

from codesift.chunk import chunk_file


def _docs(path: str, text: str, lang: str) -> list[tuple[str, str, int, str]]:
    return [(c.kind, c.qualified, c.start, c.doc) for c in chunk_file(path, text, lang)]


def test_a_doxygen_file_block_is_the_files_doc_not_the_next_declarations() -> None:
    # libevent's ipv6-internal.h: `struct in6_addr` read "Replacement types and functions for
    # platforms that don't support ipv6", its file's description; taskflow's 35 `namespace tf`
    # read "… include file".
    h = ('#ifdef __cplusplus\nextern "C" {\n#endif\n\n/** @file ipv6-internal.h\n *\n'
         " * Replacement types for platforms that don't support ipv6.\n */\n\n"
         "#ifndef HAVE_IN6\nstruct in6_addr {\n\tunsigned char s6_addr[16];\n};\n#endif\n")
    docs = _docs("ipv6-internal.h", h, "c")
    assert ("file", "", 5, "Replacement types for platforms that don't support ipv6.") in docs
    assert ("struct", "in6_addr", 11, "") in docs
    hpp = ("#pragma once\n\n/**\n@file partitioner.hpp\n@brief partitioner include file\n*/\n\n"
           "namespace tf {\n\nint f();\n\n}\n")
    docs = _docs("partitioner.hpp", hpp, "cpp")
    assert [d for d in docs if d[0] == "namespace"] == [("namespace", "tf", 8, "")]
    assert [d[2:] for d in docs if d[0] == "file"] == [(3, "@brief partitioner include file")]
    # `\file` alone on its line: the text below is no file's name (catch2's "This is a
    # convenience header…" read "is a convenience header…").
    docs = _docs("all.hpp", "/** \\file\n * This is a convenience header.\n */\n\nint f();\n", "cpp")
    assert [d[3] for d in docs if d[0] == "file"] == ["This is a convenience header."]
    # Right above a declaration it is that one's doc, and no file's (libevent's listener.h
    # documents its callback type under `/**@file event2/listener.h`).
    docs = _docs("listener.h", "/**@file listener.h\n\n   A callback.\n */\ntypedef int (*cb)(int);\n",
                 "c")
    assert [(d[0], d[3]) for d in docs] == [("type", "@file listener.h\nA callback.")]
    # A comment merely naming a file stays the declaration's doc.
    docs = _docs("a.c", "/** Reads the @file argument. */\nint f(void);\n", "c")
    assert docs[0][3] == "Reads the @file argument."
