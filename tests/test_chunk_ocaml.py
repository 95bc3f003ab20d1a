"""OCaml files (tree-sitter-ocaml): `.ml` implementations and `.mli` interfaces as their
declarations, their `(** … *)` docs above or under them, odoc's markup as plain words."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from codesift.chunk import chunk_file
from conftest import chunk_labels, write_repo

# An interface as lwt and angstrom write theirs: a preamble, docs under each item, a module
# type, a submodule, a group of `val`s documented under the last.
_MLI = '''\
(** Promises and their resolvers.

    A {b promise} is a placeholder for a value. *)

type +'a t
(** Promises for values of type ['a]. *)

val wait : unit -> 'a t * 'a u
(** Creates a new pending {{!t} promise}, paired with its {{!u} resolver}. *)

val ( >>= ) : 'a t -> ('a -> 'b t) -> 'b t
(** [p >>= f] is the same as {!Lwt.bind}[ p f]. *)

val async_exception_hook : (exn -> unit) ref

(** {1 Cancelation} *)

exception Canceled
(** Canceled promises are rejected with this exception. *)

module type S = sig
  val run : 'a t -> 'a
  (** Runs the loop. *)
end

module Infix : sig
  val ( >|= ) : 'a t -> ('a -> 'b) -> 'b t
  (** [p >|= f] is {!Lwt.map}[ f p]. *)
end

val lift : ('a -> 'b) -> 'a t -> 'b t
val lift2 : ('a -> 'b -> 'c) -> 'a t -> 'b t -> 'c t
(** The [liftn] family promotes functions to promises. *)

type 'a state =
  | Partial of int (** More input is needed. *)
  | Fail of string (** The parser failed. *)
'''

# An implementation: docs above, `let rec … and …`, a functor, a class, a ppx test.
_ML = '''\
(* Copyright (c) 2024 The Authors. Distributed under the MIT license. *)

(** Command line terms. *)

open Printf

(** [const v] is a term that evaluates to [v]. *)
let const v = Const v

(* Parses one argument. *)
let rec parse_arg cl = function [] -> cl | a :: rest -> parse_args (a :: cl) rest
and parse_args cl args = parse_arg cl args

let default_width = 80
let ( $ ) f v = app f v

type ('a, 'b) pair = { left : 'a; right : 'b }
and tree = Leaf | Node of tree * tree

exception Parse_error of string * int
external length : string -> int = "caml_ml_string_length"

module Make (X : Map.OrderedType) : sig val size : int end = struct
  (** How many. *)
  let size = 3
end

module Names = Map.Make (String)

class counter start = object
  val mutable n = start
  method incr d = n <- n + d
end

let%expect_test "parse a flag" =
  print_string (parse_arg [] ["-v"]);
  [%expect {| -v |}]

let () = print_endline "main"
'''


def _chunks(tmp_path: Path, rel: str, source: str) -> list[tuple[str, str, str, str, int, int]]:
    """The chunks of ``source`` written to ``rel`` under ``tmp_path`` and read back."""
    path = tmp_path / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source, encoding="utf-8")
    return [(c.kind, ".".join(p for p in (c.container, c.name) if p), c.signature, c.doc,
             c.start, c.end) for c in chunk_file(rel, path.read_text(encoding="utf-8"), "ocaml")]


def test_an_interface_is_its_specifications_with_the_docs_written_under_them(tmp_path: Path) -> None:
    # lwt's `lwt.mli` (and angstrom's, cmdliner's) was one whole-file chunk: its 1,500 lines
    # of `val`s and their docs answered as one hit.
    got = {name: (kind, sig, doc, start, end)
           for kind, name, sig, doc, start, end in _chunks(tmp_path, "src/lwt.mli", _MLI)}
    assert got[""][0] == "file" and got[""][2].startswith("Promises and their resolvers.")
    assert got["t"] == ("type", "type +'a t", "Promises for values of type ['a].", 5, 6)
    assert got["wait"] == ("function", "val wait : unit -> 'a t * 'a u",
                           "Creates a new pending {{!t} promise}, paired with its {{!u} resolver}.",
                           8, 9)
    assert got["(>>=)"][:2] == ("function", "val (>>=) : 'a t -> ('a -> 'b t) -> 'b t")
    # A value, no function; no doc: the heading below it is a section's title, set apart.
    assert got["async_exception_hook"][:3] == (
        "constant", "val async_exception_hook : (exn -> unit) ref", "")
    assert got["Canceled"][:3] == ("type", "exception Canceled",
                                   "Canceled promises are rejected with this exception.")
    assert got["S"][:2] == ("interface", "module type S")
    assert got["S.run"][:3] == ("function", "val run : 'a t -> 'a", "Runs the loop.")
    assert got["Infix"][:2] == ("module", "module Infix : sig … end")
    assert got["Infix.(>|=)"][0] == "function"
    # A group's doc is the last one's, as odoc reads it.
    assert (got["lift"][2], got["lift2"][2]) == (
        "", "The [liftn] family promotes functions to promises.")
    # A comment ending a constructor's line is that constructor's, not its type's doc.
    assert got["state"][2] == ""


def test_an_implementation_is_its_bindings_types_modules_and_classes(tmp_path: Path) -> None:
    got = {name: (kind, sig, doc)
           for kind, name, sig, doc, *_ in _chunks(tmp_path, "src/term.ml", _ML)}
    assert got[""] == ("file", "", "Command line terms.")
    assert got["const"] == ("function", "let const v", "[const v] is a term that evaluates to [v].")
    assert got["parse_arg"] == ("function", "let rec parse_arg cl", "Parses one argument.")
    assert got["parse_args"] == ("function", "and parse_args cl args", "")
    assert got["default_width"] == ("constant", "let default_width = 80", "")
    assert got["($)"][:2] == ("function", "let ($) f v")
    assert got["pair"][:2] == ("type", "type ('a, 'b) pair = { left : 'a; right : 'b }")
    assert got["tree"][:2] == ("type", "and tree = Leaf | Node of tree * tree")
    assert got["Parse_error"][:2] == ("type", "exception Parse_error of string * int")
    assert got["length"][:2] == ("function",
                                 'external length : string -> int = "caml_ml_string_length"')
    assert got["Make"][:2] == ("module", "module Make (X : Map.OrderedType) : sig … end")
    assert got["Make.size"] == ("constant", "let size = 3", "How many.")
    assert got["Names"][:2] == ("module", "module Names = Map.Make (String)")
    assert got["counter"][:2] == ("class", "class counter start")
    assert got["counter.n"][0] == "property"
    assert got["counter.incr"][:2] == ("method", "method incr d")
    assert got["parse a flag"][:2] == ("function", 'let%expect_test "parse a flag"')
    # Fields and constructors are their type's lines, `let () = …` no declaration.
    assert not {"left", "Leaf", "pair.left", "()"} & set(got)
    # A module's own text is its lines outside its members and their docs.
    make = next(c for c in chunk_file("src/term.ml", _ML, "ocaml") if c.name == "Make")
    assert make.text == "module Make (X : Map.OrderedType) : sig val size : int end = struct\nend"


def test_an_operator_of_a_star_keeps_the_space_that_makes_it_no_comment(tmp_path: Path) -> None:
    # angstrom's `( *> )` and `( let* )` read `(*>)` and `(let*)`: a comment's marks.
    source = "val ( *> ) : _ t -> 'a t -> 'a t\nval ( let* ) : 'a t -> ('a -> 'b t) -> 'b t\n"
    got = [(name, sig) for _, name, sig, *_ in _chunks(tmp_path, "a.mli", source)]
    assert got == [("( *>)", "val ( *>) : _ t -> 'a t -> 'a t"),
                   ("(let* )", "val (let* ) : 'a t -> ('a -> 'b t) -> 'b t")]


def test_a_doc_comment_between_two_items_goes_where_the_file_kind_writes_docs(tmp_path: Path) -> None:
    # No blank line either side: an interface documents under an item, an implementation above.
    source = "val a : int\n(** Doc. *)\nval b : int\n"
    mli = {name: doc for _, name, _, doc, *_ in _chunks(tmp_path, "x.mli", source)}
    assert (mli["a"], mli["b"]) == ("Doc.", "")
    ml = {name: doc for _, name, _, doc, *_ in _chunks(
        tmp_path, "x.ml", "let a = 1\n(** Doc. *)\nlet b = 2\n\nlet c = 3\n(** Under c. *)\n")}
    assert (ml["a"], ml["b"], ml["c"]) == ("", "Doc.", "Under c.")
    # An interface writing its docs above, no blank line between items: each its own.
    above = "(** Doc a. *)\nval a : int\n(** Doc b. *)\nval b : int\n"
    mli = {name: doc for _, name, _, doc, *_ in _chunks(tmp_path, "y.mli", above)}
    assert (mli["a"], mli["b"]) == ("Doc a.", "Doc b.")


def test_odoc_markup_reads_as_the_words_it_renders_to(tmp_path: Path) -> None:
    labels = chunk_labels("src/lwt.mli", _MLI, "ocaml")
    assert labels["wait"] == ("function wait : unit -> 'a t * 'a u — Creates a new pending "
                              "promise, paired with its resolver.")
    assert labels["(>>=)"].endswith("— `p >>= f` is the same as `Lwt.bind p f`.")
    assert labels["t"].endswith("— Promises for values of type `'a`.")
    # A heading opening a doc is its section's title, no description.
    heading = "(** {1 Loops}\n\n    Runs [f] for ever. *)\nval forever : (unit -> unit) -> 'a\n"
    assert chunk_labels("x.mli", heading, "ocaml")["forever"].endswith("— Runs `f` for ever.")
    code = "(** {[ let x = 1 ]} *)\nval x : int\n"
    assert "—" not in chunk_labels("x.mli", code, "ocaml")["x"]
    # A heading alone is its section's title, no doc (lwt's `module Syntax`, "{3 Let syntax}").
    titled = {n: doc for _, n, _, doc, *_ in _chunks(
        tmp_path, "y.mli", "(** {3 Let syntax} *)\nmodule Syntax : sig end\n")}
    assert titled["Syntax"] == ""
    # odoc's escaped brackets are brackets (angstrom's `[\[off, off + len)]`).
    escaped = "(** Keeps the range [\\[off, off + len)] intact. *)\nval keep : int\n"
    assert chunk_labels("z.mli", escaped, "ocaml")["keep"].endswith(
        "— Keeps the range `[off, off + len)` intact.")


def test_an_interface_s_val_is_found_by_its_doc(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    root = write_repo(tmp_path / "repo", {"src/lwt.mli": _MLI, "src/term.ml": _ML})
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("liftn family promotes functions", limit=3).hits
    assert (hits[0].path, hits[0].symbol) == ("src/lwt.mli", "lift2")


def test_a_deprecated_attribute_is_the_deprecation_note(tmp_path: Path) -> None:
    # lwt's `val junk_old : 'a t -> unit Lwt.t [@@deprecated "Use junk_available instead"]`
    # (27 such in its and ocaml-lsp's interfaces) read as if nothing were wrong with it.
    mli = ('val junk_old : int -> unit [@@deprecated "Use junk_available instead"]\n'
           "(** Skips old elements. *)\n\n"
           "type t = A [@@ocaml.deprecated]\n")
    got = {name: (sig, doc) for _, name, sig, doc, *_ in _chunks(tmp_path, "s.mli", mli)}
    assert got["junk_old"] == ("val junk_old : int -> unit",
                               "Deprecated: Use junk_available instead. Skips old elements.")
    assert got["t"] == ("type t = A", "Deprecated.")
    ml = 'let map_err = map_error [@@deprecated "Alias to map_error"]\n'
    assert _chunks(tmp_path, "r.ml", ml)[0][2:4] == (
        "let map_err = map_error", "Deprecated: Alias to map_error.")


def test_top_level_code_that_runs_is_a_stretch(tmp_path: Path) -> None:
    # lwt's test_lwt_unix.ml: its `let () = match Sys.argv with …` child guard and its
    # `--cloexec` handler, between its declarations, were in no chunk.
    source = ("let exit_code = 42\n\n"
              "let () =\n"
              "  match Sys.argv with\n"
              "  | [|_; \"--child\"|] -> exit exit_code\n"
              "  | _ -> ()\n\n"
              "let suite = [ exit_code ]\n\n"
              "let () = if !Sys.interactive then () else exit 0\n")
    chunks = chunk_file("test/test_lwt_unix.ml", source, "ocaml")
    got = [(c.kind, c.name, c.start, c.end) for c in chunks]
    assert got == [("constant", "exit_code", 1, 1), ("file", "test_lwt_unix.ml", 3, 6),
                   ("constant", "suite", 8, 8)]
    assert "--child" in chunks[1].text


def test_a_stretch_s_comment_reads_without_its_markers() -> None:
    # lwt's test_lwt_unix.ml: the `--cloexec` handler's stretch was summarised "(* The CLOEXEC
    # tests use execv(2) …", OCaml's comment read as no comment; it reads as C's `/* */` does.
    source = ("let exit_code = 42\n\n"
              "(* The CLOEXEC tests use execv(2) to execute this code, by passing --cloexec to\n"
              "   the copy of the tester. *)\n"
              "let () =\n  match Sys.argv with\n  | [|_; \"--cloexec\"|] -> exit exit_code\n"
              "  | _ -> ()\n")
    chunks = chunk_file("test/test_lwt_unix.ml", source, "ocaml")
    assert [(c.kind, c.start, c.doc) for c in chunks] == [
        ("constant", 1, ""),
        ("file", 3, "The CLOEXEC tests use execv(2) to execute this code, by passing --cloexec "
                    "to the copy of the tester.")]


def test_a_functor_s_address_shows_its_parameters() -> None:
    # lwt's lwt_pqueue.mli `module Make(Ord: OrderedType) : S with type elt = Ord.t` read
    # "module Make", as a plain module would.
    source = ("module Make (Ord : OrderedType) (V : Value) : S with type elt = Ord.t\n"
              "module Names = Map.Make (String)\n"
              "module Io : sig val read : unit -> string end\n")
    labels = chunk_labels("src/lwt_pqueue.mli", source, "ocaml")
    assert labels["Make"] == "module Make (Ord : OrderedType) (V : Value)"
    assert labels["Names"] == "module Names"
    assert labels["Io"] == "module Io"
