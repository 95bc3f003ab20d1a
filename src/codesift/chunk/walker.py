"""Declaration chunks from a tree-sitter parse: the scoped walk (``tree.py`` runs it on a file).

Why a walk and not query captures: a query visits every node of the tree (function bodies
included) and then needs a parent walk per match to throw away locals. The walk below only
ever looks at the children of the file and of container bodies, so its cost is proportional to
the number of top-level and member declarations. Measured on the Python files of the eval
corpora: 1.8 µs per chunk for the bare walk against 19 µs for a query plus scope filter. Over
all the corpora's grammar files, parsing costs ~34 µs per chunk and the walk plus building the
records (signature, doc, text) ~11 µs. The walk is iterative (an explicit stack), so nesting
depth never reaches Python's recursion limit.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    FILE_STEM, TYPE_SCOPES, Decl, Scope, Spec, content_end_row, innermost, prev_siblings,
    rescoped_end_row, trailing_comments,
)
from codesift.chunk.base import end_row as _end_row
from codesift.chunk.c_docs import BACK_DOC, BACK_DOC_LANGS
from codesift.chunk.commented import commented_code
from codesift.chunk.comments import (
    attached, condition_group, continued_line_doc, directive_condition, doc_comments,
    is_doc_comment, pragma_under_doc,
)
from codesift.chunk.deprecation import (
    C_FAMILY, deprecation_note, doc_tag_note, macro_lead, says_deprecation,
)
from codesift.chunk.annotations import without_annotation_lines
from codesift.chunk.doctext import body_docstring, clean_comment
from codesift.chunk.metatags import (meta_only, past_authored, past_file_name, past_kind_label,
                                     past_meta_tags)
from codesift.chunk.pragmas import without_fold_markers
from codesift.chunk.signature import signature
from codesift.docline import says_deprecated
from codesift.model import Chunk, dotted

if TYPE_CHECKING:
    from tree_sitter import Node


class Walker:
    """One file's walk: holds the source so the per-declaration code stays small."""

    __slots__ = ("path", "lang", "spec", "src", "lines", "out", "directive_rows", "src_lines",
                 "declaring", "after", "deprecating")

    def __init__(self, path: str, text: str, lang: str, spec: Spec, src: bytes,
                 blanked: set[int] | None = None) -> None:
        self.path, self.lang, self.spec, self.src = path, lang, spec, src
        # Split on "\n" only: tree-sitter counts rows the same way (str.splitlines does not).
        self.lines = text.split("\n")
        self.out: list[Chunk] = []
        # The rows of `#if`/`#ifdef` lines: a comment right above one is the doc of the first
        # declaration inside (see ``comments.attached``); and the rows a conditional rewrite
        # blanked (``conditionals.blanked_rows``), the directives and branches it left out.
        self.directive_rows: set[int] = set(blanked or ())
        # The parsed source's rows, where a rewrite blanks lines that lead a declaration.
        self.src_lines = src.split(b"\n") if spec.blanked_leads else []
        # Conditional groups judged by ``_declares``, by node id.
        self.declaring: dict[int, bool] = {}
        # The sibling after the statement a rule is reading (``Spec.doc_under``).
        self.after: Node | None = None
        # Whether a declaration's lines may deprecate it: asked of the file once.
        self.deprecating = says_deprecation(text, lang)

    def run(self, root: Node) -> list[Chunk]:
        spec = self.spec
        rules, comments, transparent = spec.rules, spec.comments, spec.transparent
        wrappers, prefixes, inner_docs = spec.wrappers, spec.prefixes, spec.inner_docs
        # (node whose children to scan, scope, comments carried in, row of the owner's header)
        top = spec.file_scope(self.path) if spec.file_scope is not None else ""
        stack: list[tuple[Node, Scope, list[Node], int]] = [(root, Scope("", top, ""), [], -1)]
        while stack:
            node, scope, pending, last_row = stack.pop()
            first_prefix: Node | None = None
            # The first of the attributes since the last comment: a doc may go on below each
            # run of them (miette's `bail!` doc, broken by two `#[cfg_attr(…, doc = …)]` runs).
            run_prefix: Node | None = None
            condition = directive_condition(node, self.directive_rows)
            kids = node.named_children
            declared: Node | None = None   # the sibling before, when it declared something
            for at, child in enumerate(kids):
                kind = child.type
                if condition is not None and child == condition:
                    # The `#ifdef NAME` line's name is no code between a comment and the
                    # declaration it documents.
                    last_row = _end_row(child)
                    continue
                if kind in comments:
                    row = child.start_point.row
                    if row == last_row or self._after_code(child) or declared is not None \
                            and spec.doc_under is not None \
                            and spec.doc_under(child, declared, self.src) is child:
                        continue   # a trailing comment of its line's code: no doc below it
                    if inner_docs and self.src.startswith(inner_docs, child.start_byte):
                        pending = []
                        continue
                    if first_prefix is not None and pending \
                            and _end_row(pending[-1]) + 1 == first_prefix.start_point.row \
                            and not is_doc_comment(self.src, child.start_byte):
                        # A plain comment among attributes notes them; the comment right above
                        # the first stays the doc: uuid's `Uuid`, `/// A 128-bit UUID …` /
                        # `#[derive(…)]` / `// NOTE: Also check NonNilUuid …`, read the note.
                        continue
                    if pending and row > _end_row(pending[-1]) + 1 \
                            and not self._across_leads(_end_row(pending[-1]), row) \
                            and not self._resumed_doc(pending, run_prefix, child) \
                            and not pragma_under_doc(pending[-1], child, self.src) \
                            and not continued_line_doc(pending, child, self.src, self.lang):
                        pending = []
                    pending.append(child)
                    run_prefix = None
                    continue
                if kind in prefixes:
                    if first_prefix is None:
                        first_prefix = child
                    if run_prefix is None:
                        run_prefix = child
                    # `#[allow(clippy::x)] // Not needless.` explains the attribute, no doc.
                    last_row = _end_row(child)
                    continue
                if kind in transparent or kind == "ERROR":
                    stack.append((child, scope, pending, last_row))
                    if condition_group(child) and not self._declares(child):
                        # `#if NET` / `#pragma warning disable` / `#endif` declares nothing:
                        # its lines pass, as an `#if` line does, between a doc and its code.
                        self.directive_rows.update(range(child.start_point.row,
                                                         _end_row(child) + 1))
                        last_row = _end_row(child)
                        continue
                else:
                    outer, inner = child, child
                    while kind in wrappers:
                        inner = _unwrap(inner, wrappers[kind], rules)
                        if inner is None:
                            break
                        kind = inner.type
                    found = rules[kind](inner, scope, self.src) if inner is not None and kind in rules else None
                    declared = child if found else None
                    if found is not None and inner is not None:
                        lead = first_prefix or outer
                        self.after = kids[at + 1] if at + 1 < len(kids) else None
                        for decl in found if isinstance(found, list) else (found,):
                            scope = self._emit(decl, scope, outer, inner, lead, pending, stack)
                last_row = _end_row(child)
                pending = trailing_comments(child, comments) if kind in spec.comment_holders else []
                first_prefix = run_prefix = None
        return self.out

    def _emit(self, decl: Decl, scope: Scope, outer: Node, inner: Node, lead: Node,
              pending: list[Node], stack: list[tuple[Node, Scope, list[Node], int]]) -> Scope:
        """Record one declaration, queue its members; returns the scope for later siblings."""
        node = decl.node
        if decl.name == FILE_STEM:
            decl.name = self.path.rpartition("/")[2].partition(".")[0]
        container = scope.path
        if decl.beside < 0:   # no scope's: a C/C++ macro, which the preprocessor knows by name
            container = ""
        elif decl.beside and container.endswith(scope.name):
            container = container[:-len(scope.name)].removesuffix(".")
            for _ in range(decl.beside - 1):   # the scopes around the owner, each a segment
                container = container.rpartition(".")[0]
        if decl.qual:
            container = dotted(container, decl.qual)
        container = innermost(container)
        qualified = dotted(container, decl.name)
        if decl.members is not None or decl.params is not None or decl.rescope:
            # A C# or PHP namespace's members are named below it (``Decl.qualifies``).
            inner_scope = Scope(qualified if decl.name and decl.qualifies else container,
                                decl.scope_kind or decl.kind or scope.kind,
                                decl.name or scope.name, scope.namespace if decl.qualifies
                                else dotted(scope.namespace, qualified))
        if decl.members is not None:
            # Comments between the header and the members node are its siblings in some
            # grammars (Ruby's `class`/`module`, Python's `class X:`): the first member's doc.
            # Only after a header: members that are the declaration itself (a JavaScript
            # block) have the comments above the declaration before them.
            inside = decl.members.start_byte > node.start_byte
            stack.append((decl.members, inner_scope,
                          self._leading_comments(decl.members, node) if inside else [],
                          decl.members.start_point.row))
        if decl.params is not None:
            stack.append((decl.params, inner_scope, [], decl.params.start_point.row))
        if not decl.kind or not decl.name:  # a pure scope, or a name lost to a parse error
            return scope
        kind = decl.kind
        if kind == "function" and scope.kind in TYPE_SCOPES and decl.beside >= 0 and not decl.free:
            kind = "method"
        # A declaration that starts the statement owns its wrapper and prefix lines (decorators,
        # export, template<>, #[attr]); the 2nd declarator of `const a = 1,\n b = 2` does not.
        node_row = node.start_point.row
        end_row = _end_row(node if decl.tail is None else decl.tail)
        if node_row <= inner.start_point.row:
            start_row = min(lead.start_point.row, node_row)
            if node is inner:
                end_row = max(end_row, _end_row(outer))
        else:
            start_row = node_row
        if decl.lead is not None:
            start_row = min(start_row, decl.lead.start_point.row)
        if self.src_lines:
            # Only a declaration opening its line: a parameter on its class's line is no lead's.
            first = lead if lead.start_point.row == start_row else node
            if not self.src_lines[start_row][:first.start_point.column].strip():
                start_row = self._blanked_lead(start_row, pending)
        elif self.lang in C_FAMILY and not self.lines[start_row][:node.start_point.column].strip():
            start_row = macro_lead(self.lines, start_row)   # its deprecation macro's own lines
        if pending and self.spec.directives is not None:
            start_row, pending = self._directives(start_row, pending)
        if node.type in self.spec.comment_holders and decl.tail is None:
            end_row = max(node_row, min(end_row, content_end_row(node, self.spec.comments)))
        if decl.rescope and node.parent is not None:
            # A statement namespace (PHP's `namespace App\Http;`, C#'s file-scoped one) wraps
            # the rest of its file, as a block namespace does: a wrapper, not a one-line hit
            # (guzzle's answers listed `namespace GuzzleHttp` thirteen times).
            end_row = max(end_row, rescoped_end_row(node))
        doc = raw = ""
        if decl.lead is not None and decl.lead.type in self.spec.comments:
            # A comment made its first line (an Elixir struct's first field's) is no doc.
            pending = [c for c in pending if c.end_byte <= decl.lead.start_byte]
        if self.src_lines and pending:
            pending = _documenting(pending, start_row, self.src, self.directive_rows)
        if pending and attached(pending[-1], start_row, self.src, self.directive_rows, self.lang):
            said = [self.src[c.start_byte:c.end_byte].decode("utf-8", "replace") for c in pending]
            said = without_fold_markers(said, self.src)
            # tree-sitter-rust's `///` comments hold their newline: joined with another, a
            # blank line, which would end the doc's paragraph at each line (``collapse_doc``).
            raw = without_annotation_lines(
                "\n".join(c.rstrip("\r\n") for c in doc_comments(
                    said, self.lang, _end_row(pending[-1]) + 1 >= start_row, decl.name)),
                self.lang)
            doc = past_meta_tags(past_kind_label(past_authored(past_file_name(
                clean_comment(raw if self.spec.doc_text is None else self.spec.doc_text(raw, self.src)),
                self.path))))
            if meta_only(doc) or commented_code(raw, doc, self.lang):   # (no word of what it is)
                doc = ""
        if self.spec.docstrings and decl.body is not None:
            doc = body_docstring(decl.body, self.src) or doc
        under = self.spec.doc_under(self.after, outer, self.src) \
            if self.spec.doc_under is not None and _end_row(node) >= _end_row(outer) else None
        if under is not None:   # OCaml's doc written under its item: the item's last lines
            end_row = max(end_row, _end_row(under))
            if not (raw and is_doc_comment(self.src, pending[-1].start_byte)):
                said = self.src[under.start_byte:under.end_byte].decode("utf-8", "replace")
                doc = clean_comment(said if self.spec.doc_text is None
                                    else self.spec.doc_text(said, self.src))
        doc = decl.doc or doc or decl.doc_else
        note = decl.note or (deprecation_note(self.lines, start_row, decl.name, self.lang, kind)
                             if self.deprecating else None)
        if note == "Deprecated." and "@deprecated" in raw:
            # The tag's text from the comment, not the doc, whose cap may have cut it.
            note = doc_tag_note(clean_comment(raw[raw.index("@deprecated"):])) or note
        if note is not None and not says_deprecated(doc):
            doc = f"{note} {doc}" if doc else note
        if decl.spot is not None:
            # Each name of a statement over lines sits on its own line, the doc and deprecation
            # above still its: rest-client's `:user` was on `attr_reader :method, …`'s line; a
            # ``lead`` inside the statement (a table item's attributes) starts it.
            first = decl.lead if decl.lead is not None else decl.spot
            if first.start_point.row > node_row:
                start_row = first.start_point.row
            end_row = _end_row(decl.spot if decl.tail is None else decl.tail)
        self.out.append(Chunk(
            path=self.path, lang=self.lang, kind=kind, name=decl.name, container=container,
            namespace=scope.namespace,
            signature=decl.sig or signature(decl, kind, self.src, self.lang, self.spec), doc=doc,
            doc_else=decl.doc_else,
            # The text is left to ``chunk_file``, which cuts a container's from the file's
            # lines less its members': joined here whole, deep nesting held quadratic text.
            start=start_row + 1, end=end_row + 1,
        ))
        if decl.rescope:
            return inner_scope
        return scope

    def _declares(self, group: Node) -> bool:
        """Whether a conditional group (its branches too) holds anything a rule, wrapper or
        prefix reads, or an error: else it is directives and comments only.

        Without recursion, and each group judged once (``declaring``): a C file of 3,000
        nested `#ifdef`s raised RecursionError, which left it one whole-file chunk, and
        asking again at every level of the walk was quadratic."""
        spec, known = self.spec, self.declaring
        order, todo = [], [group]
        while todo:   # the nested groups not yet judged, each before its own nested ones
            node = todo.pop()
            if node.id not in known:
                order.append(node)
                todo.extend(c for c in node.named_children if condition_group(c))
        for node in reversed(order):   # inner groups first
            known[node.id] = any(
                c.type in spec.rules or c.type in spec.wrappers or c.type in spec.prefixes
                or c.type == "ERROR"
                or (known[c.id] if condition_group(c) else c.type in spec.transparent)
                for c in node.named_children)
        return known[group.id]

    def _directives(self, row: int, pending: list[Node]) -> tuple[int, list[Node]]:
        """The declaration's first row taking in the directive comments right above ``row``
        (``Spec.directives``), and the comments above them, which may be its doc: urfave/cli's
        `//go:embed autocomplete` above `autoCompleteFS embed.FS` was in no chunk."""
        directives, keep = self.spec.directives, len(pending)
        # An index, not a slice a step: copying the list at each of 50,000 directive lines
        # was quadratic.
        while keep and _end_row(pending[keep - 1]) == row - 1 \
                and directives.match(self.src, pending[keep - 1].start_byte):
            keep -= 1
            row = pending[keep].start_point.row
        return row, pending[:keep]

    def _after_code(self, comment: Node) -> bool:
        """Whether code opens ``comment``'s line: crack's `else # Ruby < 2.6` above the
        second `def self.parse` notes the branch (a header the walk enters as transparent,
        whose row the previous sibling's end does not give); a comment after another
        (`/* a */ /* b */`) is no code's. Doxygen's `//!<`, `///<`, `/**<` is the code's
        above even on a line of its own (rapidjson's `//!< Set boolean value` under
        `GetBool`, Catch2's `///<` going on under an enumerator): `SetBool` below read it."""
        start = comment.start_byte
        if self.lang in BACK_DOC_LANGS \
                and BACK_DOC.match(self.src[start:start + 4].decode("latin-1")):
            return True
        before = self.src[self.src.rfind(b"\n", 0, start) + 1:start].strip()
        return bool(before) and not before.endswith(b"*/")

    def _blanked_lead(self, row: int, pending: list[Node]) -> int:
        """The first annotation line among the rows above ``row`` that the rewrite blanked and
        the file does not (a Kotlin declaration's annotations, their arguments over lines, its
        context parameters), else ``row``: the blank lines and the comments (of ``pending``)
        between them and ``row`` are passed over (`@Suppress("x")` / `` / `// note` / `class
        X`). A row a rewrite emptied by moving its bytes (a constructor joined to its class's
        line) is no lead."""
        lines, parsed = self.lines, self.src_lines
        comment_rows = {r for c in pending for r in range(c.start_point.row, _end_row(c) + 1)}
        top = row
        while top > 0 and (not parsed[top - 1].strip() or top - 1 in comment_rows):
            top -= 1
        while top < row and not (lines[top].lstrip().startswith(("@", "context("))
                                 and not parsed[top].strip() and top not in comment_rows):
            top += 1
        return top

    def _resumed_doc(self, pending: list[Node], run_prefix: Node | None, comment: Node) -> bool:
        """Whether ``comment`` is a doc comment going on below attributes (``run_prefix`` the
        first of them) that a doc right above them began: mio's `/// A collection of readiness events.` / `/// # Examples` /
        `#[cfg_attr(feature = "os-poll", doc = "```")]` / `/// # use std::error::Error;` /
        `pub struct Events`, whose doc was the example's hidden lines alone. Kept, the doc
        above the attributes is the one ``_documenting`` picks."""
        return (run_prefix is not None
                and _end_row(pending[-1]) + 1 == run_prefix.start_point.row
                and is_doc_comment(self.src, comment.start_byte))

    def _across_leads(self, above: int, below: int) -> bool:
        """Whether rows the rewrite blanked (a Kotlin declaration's annotations) lie between
        rows ``above`` and ``below``: a comment under them is no block of its own."""
        lines, parsed = self.lines, self.src_lines
        return bool(parsed) and any(lines[r].strip() and not parsed[r].strip()
                                    for r in range(above + 1, below))

    def _leading_comments(self, members: Node, owner: Node) -> list[Node]:
        """The last unbroken run of comments right before ``members`` among its siblings,
        less a trailing comment on the header's line and inner docs (Rust `//!`).

        The siblings are read from ``owner``'s children when ``members`` is one of them:
        tree-sitter finds a ``prev_sibling`` by walking down from the root, so asking it at
        each of 10,000 nested modules took 2.7 s."""
        comments, inner_docs = self.spec.comments, self.spec.inner_docs
        kids = owner.children
        at = next((i for i, kid in enumerate(kids) if kid.id == members.id), None)
        before = prev_siblings(members) if at is None else reversed(kids[:at])
        run: list[Node] = []
        node = next(before, None)
        while node is not None and node.type in comments:
            run.append(node)
            node = next(before, None)
        header_row = _end_row(node) if node is not None else -1
        out: list[Node] = []
        for comment in reversed(run):
            if comment.start_point.row == header_row:
                continue
            if inner_docs and self.src.startswith(inner_docs, comment.start_byte):
                out = []
                continue
            if out and comment.start_point.row > _end_row(out[-1]) + 1 \
                    and not continued_line_doc(out, comment, self.src, self.lang):
                out = []   # a blank line ends a block: only the one above the member counts
            out.append(comment)
        return out


def _documenting(pending: list[Node], row: int, src: bytes, directive_rows: set[int]) -> list[Node]:
    """Of the comments before a declaration starting at ``row`` (its blanked annotations given
    back, see ``Walker._blanked_lead``), those above it when they document it, else those
    between its annotations and the rest of it (`@Suppress("x")` / `// note` / `class X`)."""
    within = [c for c in pending if c.start_point.row >= row]
    if not within:
        return pending
    above = pending[:len(pending) - len(within)]
    if above and attached(above[-1], row, src, directive_rows):
        return above
    return within


def _unwrap(node: Node, field_name: str | None, rules: dict) -> Node | None:
    """The declaration inside a wrapper: its field, else its first child a rule knows."""
    if field_name is not None:
        inner = node.child_by_field_name(field_name)
        if inner is not None:
            return inner
    for child in node.named_children:
        if child.type in rules:
            return child
    return None
