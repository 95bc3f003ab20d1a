"""Clojure and OCaml files: which extensions are theirs, and what a Clojure file's chunks are."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of


def test_clojurescript_cljc_and_ocaml_interfaces_are_their_language() -> None:
    # malli's `src/` is `.cljc` (cross-platform) and `.cljs`: read as text, a `lang=clojure`
    # filter left them out; an OCaml library documents its API in its `.mli` files.
    assert [language_of(p) for p in (
        "src/malli/core.cljc", "src/malli/instrument.cljs", "src/app.cljd", "src/malli/dev.clj",
        "lib/angstrom.mli", "lib/angstrom.ml")] == ["clojure"] * 4 + ["ocaml"] * 2
    source = "(ns malli.registry\n  (:refer-clojure :exclude [type]))\n\n(def x 1)\n"
    assert {c.lang for c in chunk_file("src/malli/registry.cljc", source,
                                       language_of("src/malli/registry.cljc"))} == {"clojure"}
