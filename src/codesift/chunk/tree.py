"""One file's declaration chunks from a tree-sitter parse: the grammar picked, the rewrites
and re-parses that give the walk a tree it can read (C's conditional groups, Rust's item
macros, Swift's unsafe locals), the walk (``walker.py``), and the passes after it (file docs,
section labels, stretches of top-level code, a broken parse's trusted declarations).
"""
from __future__ import annotations

from codesift.chunk.base import parse_within
from codesift.chunk.c_docs import lead_macro_rows
from codesift.chunk.conditionals import (
    best_parse, blank_inner_defines, blank_split_groups, blank_split_statements, blanked_rows,
    error_bytes,
)
from codesift.chunk.deprecation import C_FAMILY
from codesift.chunk.file_routes import name_file_routes
from codesift.chunk.filedoc import file_doc_chunks
from codesift.chunk.grammars import SPECS
from codesift.chunk.item_macros import unwrap_item_macros
from codesift.chunk.labels import drop_section_labels
from codesift.chunk.laravel_routes import route_file
from codesift.chunk.parsers import parser_for
from codesift.chunk.python_routes import python_route_chunks
from codesift.chunk.rails_routes import routes_scope
from codesift.chunk.rewrite import PARSE_ONLY, component_script, parse_view, rewrite
from codesift.chunk.rewrite_cython import cython_parse_view, is_cython
from codesift.chunk.rewrite_swift import reparse_unsafe_locals
from codesift.chunk.ruby_directives import directive_chunks
from codesift.chunk.stretches import (
    SCRIPT_LANGS, SCRIPT_SUFFIXES, code_rows, covered_rows, module_call_rows, ocaml_run_rows,
    stretches, top_level_program,
)
from codesift.chunk.trust import declared, mostly_errors, recovered, trusted
from codesift.chunk.walker import Walker
from codesift.model import Chunk


def chunk_tree(path: str, text: str, lang: str) -> list[Chunk] | None:
    """Declaration chunks, or ``None`` when the file should be one whole-file chunk."""
    try:
        src = text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates from a surrogateescape decode
        src = text.encode("utf-8", "surrogatepass")
    # An OCaml interface has a grammar of its own (a `.ml` file's `val` is no item).
    grammar = "ocaml_interface" if lang == "ocaml" and path.endswith(".mli") else lang
    if lang in ("vue", "svelte"):
        script = component_script(src)
        if script is None:
            return None
        grammar, src = script
    spec = SPECS.get(grammar)
    if spec is None:
        return None
    parser = parser_for(grammar)
    if parser is None:
        return None
    parsed = rewrite(grammar, src)
    view = cython_parse_view(parsed) if grammar == "python" and is_cython(path) else \
        parse_view(grammar, parsed)
    root = parse_within(parser, view)
    if root is None:
        return None
    macro_rows = lead_macro_rows(src, parsed) if grammar in C_FAMILY else set()
    if grammar not in PARSE_ONLY:
        src = parsed
    blanked: set[int] = set(macro_rows)
    if root.has_error and grammar == "csharp" and b"#" in src:
        written = src
        src, root = best_parse(parser, src, root, lambda variant: parse_view(grammar, variant))
        blanked = blanked_rows(written, src)
    elif grammar == "rust":
        src, root = unwrap_item_macros(parser, src, root)
    elif root.has_error and grammar == "swift" and b"nonisolated" in src:
        root = reparse_unsafe_locals(parser, parsed, root)   # a local's `nonisolated(unsafe)`
    walker = Walker(path, text, lang, spec, src, blanked)
    chunks, lines = walker.run(root), walker.lines
    if grammar in ("typescript", "tsx"):
        from codesift.chunk.grammars_ts import overload_docs   # TypeScript's module, on its first file

        overload_docs(chunks)
    if grammar in ("typescript", "tsx", "javascript"):
        chunks = name_file_routes(path, chunks, lines)
    elif grammar == "python":
        chunks += python_route_chunks(path, lang, root, src, chunks)
    elif grammar == "swift":
        from codesift.chunk.grammars_swift import extension_constraints

        extension_constraints(chunks)
    if lang == "svelte":
        # A Svelte component's `export let` declares a prop, no module export: a component of
        # markup and `export let article;` stays one whole-file chunk (sveltejs/realworld).
        chunks = [c for c in chunks if c.kind != "variable"]
    if grammar == "ruby" and b"@!" in src:
        chunks += directive_chunks(path, lang, walker.lines, src, root, chunks)
    if grammar == "lua" and b"@class" in src:
        from codesift.chunk.luacats import luacats_chunks   # on a Lua file's first annotation

        chunks += luacats_chunks(path, lang, walker.lines)
    if root.has_error and grammar in ("c", "cpp", "objc") and b"#" in src:
        # Groups that split braces, their directives blanked (Objective-C's too: DDLog.m's
        # `#if TARGET_OS_SIMULATOR` / `if (@available(…)) {` / `#endif` took its whole
        # @implementation into an error), and macros defined inside an
        # initializer (conditionals.py); then, on what that left, groups that split a
        # statement read as their last branch: each kept when it parses with fewer bytes in
        # error and keeps no fewer declarations (``declared``, the values inside an ERROR not
        # counted: jv_dtoa.c's broken parse found 314, locals read out of lost functions, and
        # kept 175), or parses clean. Fewer errors alone was no promise: fmt's ranges.h parsed "better" with 8 of its 17; more
        # declarations alone neither: compile.h's broken parse found more functions named
        # `else` and `constexpr`.
        written = src
        braced = blank_split_groups(blank_inner_defines(src))
        for variant in (braced, blank_split_statements(braced)):
            if variant == src or not root.has_error:
                continue
            tree = parse_within(parser, parse_view(grammar, variant))
            if tree is not None and error_bytes(tree) < error_bytes(root):
                found = Walker(path, text, lang, spec, variant,
                                blanked_rows(written, variant) | macro_rows).run(tree)
                # A parse with no error at all is kept even with fewer: the broken one's
                # extra "declarations" were a lost function's locals (jq's jq_test.c).
                if not tree.has_error or len(declared(tree, found)) \
                        >= len(declared(root, chunks)):
                    src, root, chunks = variant, tree, found
    if spec.labels:
        drop_section_labels(chunks, lines, not spec.slash_comments)
    if mostly_errors(root) and not recovered(root, chunks, lines):
        # The functions and types found stay, and the rest is read as stretches of its own
        # lines: jq's util.c (an `#ifndef` around 800 lines the grammar cannot follow) kept
        # none of its 20 functions, posh-git's GitTabExpansion.ps1 none of its 29.
        chunks = trusted(root, chunks, lines)
        return chunks + stretches(path, text, lang, chunks) if chunks else None
    if chunks:
        chunks += file_doc_chunks(path, lang, grammar, spec, root, src, lines, chunks)
    if (lang in SCRIPT_LANGS or path.endswith(SCRIPT_SUFFIXES)
            or top_level_program(grammar, root)
            or grammar == "ruby" and routes_scope(path)
            or grammar == "php" and route_file(path)) and chunks:
        # A script's code outside its functions (bats's argument loop, 250 lines that print
        # "Bad command line option") was in no chunk: its messages and flags were unfound. So
        # is a Rails route table's besides its routes (`use_doorkeeper do … end`, `direct
        # :entry do … end`), which the file's one chunk held before its routes were chunks,
        # and a Laravel route file's (koel's `$endpoints` table its `Route::match` loops over).
        chunks += stretches(path, text, lang, chunks,
                            code_rows(root, spec, src, covered_rows(chunks, len(lines))))
    elif grammar == "python" and chunks:
        chunks += stretches(path, text, lang, chunks,
                            module_call_rows(root, covered_rows(chunks, len(lines))))
    elif grammar == "ocaml" and chunks:
        chunks += stretches(path, text, lang, chunks,
                            ocaml_run_rows(root, covered_rows(chunks, len(lines))))
    elif grammar == "julia" and chunks:
        # Julia runs code between its definitions (`for op in (:+, :-) @eval …` loops making
        # methods, `include`s): stretches, its docstrings left out.
        from codesift.chunk.grammars_julia import julia_stretches

        chunks += julia_stretches(path, text, root, chunks)
    return chunks
