"""Elixir's functions, written as runs of clauses (tree-sitter-elixir): where a function's
chunk starts and ends.

A function is several clauses (`def call(%{method: "GET"} = conn, _)`, then `def call(conn,
_)`): one chunk runs from the first clause to the last of the run of its name and arity
(`quote_plug/5`, then `quote_plug/7`, are two), a `@doc` saying something between two ending
it, a `for` generating clauses of it among them or right above the first (``_generates``) in
it; a run longer than ``_LONG_RUN_LINES`` is read a clause at a time (``_pieces``).

>>> function(call_node, "def", src)  # doctest: +SKIP
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, child_of_type, first_named, text
from codesift.chunk import elixir_docs as edoc

if TYPE_CHECKING:
    from tree_sitter import Node

FUNCTIONS = {"def": "function", "defp": "function", "defdelegate": "function",
             "defmacro": "macro", "defmacrop": "macro", "defguard": "macro",
             "defguardp": "macro", "defn": "function", "defnp": "function"}
# A comprehension writing a module for each item (`for encoder <- [Jason.Encoder,
# JSON.Encoder] do defimpl encoder, for: X do … end end`, ecto's json.ex): its modules are
# reached, not the function clauses it generates for a function written around it
# (Plug.Conn.Status's `for … do def code(unquote(atom)) … end`), which are no declarations:
# the comprehension is lines of that function's chunk when it follows a clause.
COMPREHENSION = "for"


def clause_head(call: Node) -> Node | None:
    """The function head of a `def`: `call(conn, opts)` in `def call(conn, opts) when … do`."""
    args = child_of_type(call, edoc.ARGUMENTS)
    return unguarded(first_named(args) if args is not None else None)


def unguarded(node: Node | None) -> Node | None:
    """``node`` without its guard: `head` in `head when …` (a clause's, a callback's)."""
    if node is not None and node.type == "binary_operator" and operator(node) == "when":
        return node.child_by_field_name("left")
    return node


def operator(node: Node) -> str:
    operator = node.child_by_field_name("operator")
    return operator.type if operator is not None else ""


def _function_name(call: Node, src: bytes) -> str:
    head = clause_head(call)
    if head is None:
        return ""
    if head.type == "call":
        # A name a quote splices in (`def unquote(name)(x)`) is no name of the source's.
        target = head.child_by_field_name("target")
        return text(target, src) if target is not None and target.type == "identifier" else ""
    if head.type in ("binary_operator", "unary_operator"):
        # An operator's definition (`def left == right`, `def not value`) is named by it.
        return operator(head)
    return text(head, src) if head.type == "identifier" else ""


def _arity(call: Node) -> int:
    """How many arguments a `def`'s head takes: `quote_plug/5` and `quote_plug/7` are two
    functions, each a chunk of its own clauses (plug's builder.ex had them as one). A default
    (`opts \\\\ []`) counts, as in a bodiless head and the clauses under it."""
    head = clause_head(call)
    if head is None or head.type == "identifier":
        return 0
    if head.type in ("binary_operator", "unary_operator"):
        return 2 if head.type == "binary_operator" else 1
    args = child_of_type(head, edoc.ARGUMENTS)
    return sum(arg.type != "comment" for arg in args.named_children) if args is not None else 0


def _clause_of(node: Node, keyword: str, name: str, arity: int, src: bytes) -> bool:
    return node.type == "call" and edoc.target(node, src) == keyword and \
        _function_name(node, src) == name and _arity(node) == arity


# Nodes of a comprehension looked through for the clauses it generates, at most.
_GENERATED_NODES = 400


def _generates(node: Node, keyword: str, name: str, arity: int, src: bytes) -> bool:
    """Whether ``node`` is a comprehension generating clauses of the function `name/arity`:
    mime's `defp ext_to_mime(type)` / `for {ext, mimes} <- all_exts do case mimes do … raise
    "extension .#{ext} currently maps to different mime-types" … defp ext_to_mime(unquote(ext))
    … end end` / `defp ext_to_mime(_ext), do: nil`. The clauses are no declarations (see
    ``COMPREHENSION``), but their code is the function's: its chunk runs over them, and the
    error raised there was in the 339-line module's text only."""
    if node.type != "call" or edoc.target(node, src) != COMPREHENSION:
        return False
    todo = [child_of_type(node, edoc.DO)]
    seen = 0
    while todo and seen < _GENERATED_NODES:
        n = todo.pop()
        if n is None:
            continue
        seen += 1
        if _clause_of(n, keyword, name, arity, src):
            return True
        todo.extend(n.named_children)
    return False


def _documents(node: Node, src: bytes) -> bool:
    """Whether ``node`` is a `@doc` saying something (`@doc "…"`, a heredoc), a `@callback`
    or a `@type`: it opens a new function, though the one above has the same name (`merge/2`,
    then `merge/4`)."""
    name, value = edoc.attribute(node, src)
    return name == "doc" and value is not None and value.type in ("string", "sigil") \
        or name in edoc.CALLBACKS or name in edoc.TYPES


def function(call: Node, keyword: str, src: bytes) -> RuleResult:
    name = _function_name(call, src)
    if not name:
        return None
    arity = _arity(call)
    # The chunk opens at the first of the comprehensions right above generating clauses of it:
    # phoenix_html's `for {match, insert} <- escapes do defp html_escape(<<unquote(match), …>>,
    # …)` above `defp html_escape(<<_char, …>>, …)`, the clauses turning `<` into `&lt;`, were
    # in no chunk.
    first = call
    before = call.prev_named_sibling
    while before is not None and (edoc.is_attribute(before) and not _documents(before, src)
                                  or _generates(before, keyword, name, arity, src)):
        if before.type == "call":   # a comprehension: attributes and comments are none
            first = before
        before = before.prev_named_sibling
    if before is not None and _clause_of(before, keyword, name, arity, src):
        return None   # a later clause: the first one's chunk holds it
    run = [(call, True)]   # the run's clauses and the comprehensions among them, in order
    after = call.next_named_sibling
    while after is not None:
        if _clause_of(after, keyword, name, arity, src):
            run.append((after, True))
        elif _generates(after, keyword, name, arity, src):
            run.append((after, False))
        elif not edoc.is_attribute(after) or _documents(after, src):
            break
        after = after.next_named_sibling
    pieces = _pieces(run) if _rows(first, run[-1][0]) > _LONG_RUN_LINES \
        else [[node for node, _ in run]]
    lead = edoc.lead(first, src) or (first if first is not call else None)
    body = child_of_type(call, edoc.DO)
    found = [_clause(call, keyword, name, pieces[0][-1], src,
                     doc=edoc.doc_before(first, src) or edoc.comments_above(lead, src), lead=lead,
                     members=_quoted(body, src) if keyword == "defmacro" and name in _INJECTING
                     else None)]
    for piece in pieces[1:]:
        lead, doc = _lead_above(piece[0], src)
        found.append(_clause(piece[0], keyword, name, piece[-1], src, doc=doc, lead=lead))
    return found[0] if len(found) == 1 else found


def _clause(call: Node, keyword: str, name: str, last: Node, src: bytes, doc: str,
            lead: Node | None, members: Node | None = None) -> Decl:
    """The chunk of a function's clauses from ``call`` to ``last``, signed by ``call``'s head."""
    head = clause_head(call)
    return Decl(call, FUNCTIONS[keyword], name, body=child_of_type(call, edoc.DO), members=members,
                sig_end=head.end_byte if head is not None else -1,
                tail=last if last is not call else None, doc=doc, lead=lead)


def _lead_above(clause: Node, src: bytes) -> tuple[Node | None, str]:
    """Where a later piece of a run starts, and its doc: its clause's `@impl`/`@spec` lines
    and the comments right above them (`# Charging` over a state's clauses), which the walker
    reads only above the run's first clause."""
    lead = edoc.lead(clause, src)
    doc = edoc.comments_above(lead or clause, src)
    if doc:
        top = lead or clause
        while (above := top.prev_named_sibling) is not None and above.type == "comment" \
                and above.end_point.row + 1 >= top.start_point.row:
            top = above
        lead = top
    return lead, doc


# A run of clauses spanning more lines than this is read a clause at a time (``_pieces``):
# teslamate's `handle_event/4`, a state machine's 61 clauses over 1,217 lines, was one chunk
# addressed by its first clause, the later clauses' words past the body's token cap.
_LONG_RUN_LINES = 150
# A clause of at most this many lines is a table's row (`def name_of("GMT"), do: "Etc/UTC"`),
# read with the rows beside it: a generated table of 5,000 one-line clauses stays one chunk.
_ROW_LINES = 3


def _rows(first: Node, last: Node) -> int:
    return last.end_point.row - first.start_point.row + 1


def _pieces(run: list[tuple[Node, bool]]) -> list[list[Node]]:
    """A long run (its nodes, each with whether it is a clause, not a comprehension) cut into
    its chunks: a clause longer than a row alone, with the comprehensions after it; the rows
    between such clauses together. One pass: ``function`` reads a run at its first clause."""
    pieces: list[list[Node]] = []
    rows = False   # whether the last piece is rows, which a further row joins
    for node, clause in run:
        if not clause:
            pieces[-1].append(node)
            continue
        row = _rows(node, node) <= _ROW_LINES
        if row and rows:
            pieces[-1].append(node)
        else:
            pieces.append([node])
        rows = row
    return pieces


# The hooks whose `quote do … end` writes functions into the module that uses (or is
# compiled with) them: `use Guardian` gives MyApp.Guardian `encode_and_sign/3` and 20 more,
# `use Ecto.Repo` a repo's `all/2`, `insert/2`, … Their `def`s, each with its `@doc`, are
# functions of the hook (`Guardian.__using__.encode_and_sign`), as a JavaScript factory's
# are: they were lines of one 200-line chunk (guardian's 71, ecto's 55, oban's 36).
_INJECTING = frozenset({"__using__", "__before_compile__"})
_QUOTE = "quote"


def _quoted(body: Node | None, src: bytes) -> Node | None:
    """The `do` block of the last `quote` a hook's body returns (`quote do … end`, `quote
    bind_quoted: [opts: opts] do … end`), None without one."""
    if body is None:
        return None
    quoted = None
    for statement in body.named_children:
        if statement.type == "call" and edoc.target(statement, src) == _QUOTE:
            quoted = child_of_type(statement, edoc.DO) or quoted
    return quoted
