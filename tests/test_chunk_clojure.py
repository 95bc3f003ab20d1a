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


# A namespace as malli writes one: a protocol, typed and multi-arity `defn`s, a multimethod's
# method inside a reader conditional, a record, a `def` with a comment above, and code between.
_CORE = '''\
;; Copyright (c) Metosin. Distributed under the Eclipse Public License.

(ns ^:no-doc malli.core
  "Data-driven schemas for Clojure/Script."
  (:require [clojure.string :as str]))

(declare schema schema? into-schema
         -simple-schema -val-schema
         parser unparser ast)

(defprotocol Schema
  (-validator [this] "returns a predicate function that checks if the schema is valid")
  (-explainer [this path] [this path opts] "returns a function to explain the errors"))

(defn validate
  "Returns true if value is valid according to given schema.
  Creates the `validator` for every call."
  ([?schema value]
   (validate ?schema value nil))
  ([?schema value options]
   ((-validator (schema ?schema options)) value)))

(defn- -keyword->string [x]
  (if-let [nn (namespace x)] (str nn "/" (name x)) (name x)))

(mx/defn plus :- :int
  "int int -> int"
  [x :- :int, y :- :int]
  (+ x y))

#?(:clj (defmethod print-method ::schema [v ^java.io.Writer w] (.write w (pr-str v))))

(defrecord Tag [key value]
  Schema
  (-validator [_] any?))

;; the registry every schema is read from
(def default-registry (registry {:int int?
                                 :string string?}))

(def greeting "hello")

(comment
  (validate :int 1)
  (validate :string "x")
  (explain [:map [:x :int]] {:x "1"})
  (humanize (explain :int "1")))
'''


def test_clojure_definitions_are_chunks_named_signed_and_documented() -> None:
    # malli's core.cljc (3,147 lines, 300-odd defn) was one chunk summarised "(ns malli.core".
    chunks = chunk_file("src/malli/core.cljc", _CORE, "clojure")
    got = [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks]
    assert got == [
        ("file", "", 3, 5, "(ns malli.core)", "Data-driven schemas for Clojure/Script."),
        ("interface", "Schema", 11, 13, "(defprotocol Schema …)", ""),
        ("method", "Schema.-validator", 12, 12, "(-validator [this])",
         "returns a predicate function that checks if the schema is valid"),
        ("method", "Schema.-explainer", 13, 13, "(-explainer [this path] [this path opts])",
         "returns a function to explain the errors"),
        ("function", "validate", 15, 21, "(defn validate [?schema value] [?schema value options])",
         "Returns true if value is valid according to given schema. Creates the `validator` "
         "for every call."),
        ("function", "-keyword->string", 23, 24, "(defn- -keyword->string [x])", ""),
        ("function", "plus", 26, 29, "(mx/defn plus :- :int [x :- :int, y :- :int])",
         "int int -> int"),
        ("function", "print-method", 31, 31,
         "(defmethod print-method ::schema [v ^java.io.Writer w])", ""),
        ("class", "Tag", 33, 35, "(defrecord Tag [key value] …)", ""),
        ("method", "Tag.-validator", 35, 35, "(-validator [_])", ""),
        ("constant", "default-registry", 38, 39, "(def default-registry (registry {:int int? …}))",
         "the registry every schema is read from"),
        ("constant", "greeting", 41, 41, '(def greeting "hello")', ""),   # a value, no doc
        ("file", "core.cljc", 43, 47, "", ""),   # the code between: no code line its summary
    ]
    # Each word counts where it is written: the protocol keeps none of its methods' lines.
    assert "-explainer" not in chunks[2].text


def test_clojure_file_defining_nothing_stays_whole_and_its_code_is_no_summary() -> None:
    source = ";; Runs the build.\n(ns build)\n\n(println (str \"building\"))\n"
    assert [(c.kind, c.doc) for c in chunk_file("build.clj", source, "clojure")] == \
        [("file", "Runs the build.")]
    assert chunk_file("user.clj", "(ns user\n  (:require [malli.core :as m]))\n",
                      "clojure")[0].doc == ""   # was "(ns user"


def test_clojure_address_shows_parameter_vectors_after_the_name() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    labels = [hit_label(Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind,
                            symbol=c.name, container=c.container, signature=c.signature,
                            doc=c.doc, lang=c.lang, score=1.0))
              for c in chunk_file("src/malli/core.cljc", _CORE, "clojure")]
    assert "function validate [?schema value] [?schema value options] — Returns true if value " \
        "is valid according to given schema." in labels
    assert "function print-method ::schema [v ^java.io.Writer w]" in labels
    assert "constant default-registry — the registry every schema is read from" in labels


def test_a_clojure_doc_written_as_metadata_is_read_and_a_commented_form_is_none() -> None:
    # `(def ^{:doc "ZoneId for UTC."} utc …)` and `(ns ^{:doc "…" :author "…"} lib)` write the
    # docstring as metadata: no doc was read. malli's `;(m/=> sum [:=> …])` is a form commented
    # out, and summarised the code below it (or was the doc of a `defn` under it).
    src = ('(ns ^{:doc "String utilities." :author "Stuart"} lib.strings\n'
           '  (:require [clojure.string :as str]))\n\n'
           '(def ^{:doc "ZoneId for UTC."}\n      utc\n  (ZoneId/of "Z"))\n\n'
           '(defn ^{:doc "Meta doc."} f [x] x)\n\n'
           '(defn ^{:doc "Meta doc."} g "Its docstring." [x] x)\n\n'
           '(def ^:private h 1)\n\n'
           ';(m/=> sum [:=> [:cat :int :int] :int])\n\n'
           '(set! sum\n      (m/-instrument {:schema (m/schema [:=> [:cat :int :int] :int])}\n'
           '                     sum))\n\n'
           ';(defn old [x] x)\n(defn minus [x] (- x))\n\n'
           '; (see below) the inverse\n(defn plus [x] x)\n')
    chunks = chunk_file("src/lib/strings.cljs", src, "clojure")
    assert [(c.kind, c.name, c.doc) for c in chunks] == [
        ("file", "", "String utilities."),
        ("constant", "utc", "ZoneId for UTC."),
        ("function", "f", "Meta doc."),
        ("function", "g", "Its docstring."),
        ("constant", "h", ""),
        ("file", "strings.cljs", ""),
        ("function", "minus", ""),
        ("function", "plus", "(see below) the inverse"),
    ]
